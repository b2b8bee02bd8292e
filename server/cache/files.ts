// The cache's store on one instance: a folder of the build (`<distDir>/site-cache/<database>`, which the next
// `next build` empties with the rest of the build), one gzipped file per entry, named by the
// SHA-256 of its key, plus `tag-times.json`, the tags' expiry times, so that an editor's save
// still counts after a restart. Written to a temporary file and renamed: a reader (another build
// worker, a restarted server) sees a whole entry or none.
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { decodeEntry, encodeEntry, type Entry, type TagTimes } from './entries.ts'
import type { Store } from './tiers.ts'

const gzip = promisify(zlib.gzip)
const gunzip = promisify(zlib.gunzip)

// One folder per database (a short hash of DATABASE_URI): a server started on another database
// with the same build must not serve the pages another database's content made.
const databaseKey = (databaseUri: string | undefined) => createHash('sha256').update(databaseUri || 'default').digest('hex').slice(0, 12)
/**
 * The store's folder for a build whose server output is `serverDistDir` (`<distDir>/server`), for
 * the server's own database by default (a restore names the one it wrote).
 */
export const storeFolder = (serverDistDir: string, databaseUri: string | undefined = process.env.DATABASE_URI) =>
  path.join(serverDistDir, '..', 'site-cache', databaseKey(databaseUri))

export class FileStore implements Store {
  readonly folder: string
  readonly tagFile: string
  /** The tags' expiry times as saved (read at start, then kept up to date). */
  readonly savedTagTimes: Record<string, TagTimes> = {}
  private readonly log: (line: string) => void
  private tagWrites: Promise<void> = Promise.resolve()

  constructor(folder: string, { log = console.warn }: { log?: (line: string) => void } = {}) {
    this.folder = folder
    this.log = log
    this.tagFile = path.join(folder, 'tag-times.json')
    try {
      this.savedTagTimes = JSON.parse(readFileSync(this.tagFile, 'utf8')) as Record<string, TagTimes>
    } catch {
      // None saved yet.
    }
  }

  file(key: string): string {
    return path.join(this.folder, `${createHash('sha256').update(key).digest('hex')}.json.gz`)
  }

  async read(key: string): Promise<Entry | null> {
    try {
      return decodeEntry((await gunzip(await readFile(this.file(key)))).toString('utf8'))
    } catch {
      return null // absent, or cut short by a crash before the rename: rendered anew
    }
  }

  async write(key: string, entry: Entry): Promise<void> {
    try {
      await this.atomically(this.file(key), await gzip(encodeEntry(entry), { level: 1 }))
    } catch (error) {
      this.log(`Page cache: could not save ${key} (${error instanceof Error ? error.message : error}); it is rendered again when asked for`)
    }
  }

  saveTagTimes(updates: Record<string, TagTimes>): Promise<void> {
    Object.assign(this.savedTagTimes, updates)
    // One write at a time, each with every expiry known so far.
    this.tagWrites = this.tagWrites.then(() => this.atomically(this.tagFile, JSON.stringify(this.savedTagTimes))).catch((error: unknown) => {
      this.log(`Page cache: could not save tag expiries (${error instanceof Error ? error.message : error})`)
    })
    return this.tagWrites
  }

  private async atomically(file: string, data: string | Buffer): Promise<void> {
    await mkdir(this.folder, { recursive: true })
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`
    await writeFile(temporary, data)
    await rename(temporary, file)
  }
}
