// Files of a backup: their SHA-256 and length, taken as they are written or read.
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** Files up to this size are read whole: most media are small, and a stream per file costs more than the copy. */
const wholeFileBytes = 8 * 1024 * 1024

export interface FileEntry {
  sha256: string
  bytes: number
  /** A bucket's object keeps its content type, which its file address answers with. */
  contentType?: string
}

/** A stream that passes bytes on and, once they have gone through, tells their digest and length. */
export function hashing(): { stream: PassThrough; entry(): FileEntry } {
  const hash = createHash('sha256')
  let bytes = 0
  const stream = new PassThrough()
  stream.on('data', (chunk: Buffer) => {
    hash.update(chunk)
    bytes += chunk.length
  })
  let digest: string | null = null
  return { stream, entry: () => ({ sha256: (digest ??= hash.digest('hex')), bytes }) }
}

export async function hashFile(file: string): Promise<FileEntry> {
  if ((await fs.stat(file)).size <= wholeFileBytes) {
    const bytes = await fs.readFile(file)
    return { sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length }
  }
  const hash = createHash('sha256')
  let bytes = 0
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer)
    bytes += (chunk as Buffer).length
  }
  return { sha256: hash.digest('hex'), bytes }
}

/** Copies `source` to `target` (its folders made), hashing the bytes once on the way. */
export async function copyHashed(source: string, target: string): Promise<FileEntry> {
  await fs.mkdir(path.dirname(target), { recursive: true })
  if ((await fs.stat(source)).size <= wholeFileBytes) {
    const bytes = await fs.readFile(source)
    await fs.writeFile(target, bytes)
    return { sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length }
  }
  const hash = hashing()
  await pipeline(createReadStream(source), hash.stream, createWriteStream(target))
  return hash.entry()
}

/** Every file under `dir`, as paths relative to it with forward slashes; none when it is absent. */
export async function filesUnder(dir: string): Promise<string[]> {
  let entries
  try {
    entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/** Runs `work` on every item, `width` at a time: many small files (or a bucket's objects) go faster side by side. */
export async function inParallel<T>(items: T[], work: (item: T) => Promise<unknown>, width = 8): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker))
}
