// Files of a backup: their SHA-256 and length, taken as they are written or read.
import { createHash } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { pipeline } from 'node:stream/promises'

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
