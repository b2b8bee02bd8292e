// The media of a backup, from and to either store: the folder (MEDIA_DIR) or the bucket (S3_BUCKET).
// Every file is copied, the resized copies and kept originals with the uploads, by name.
import fs from 'node:fs/promises'
import path from 'node:path'

import { deleteObjects, downloadObject, hasObjects, listObjects, openBucket, uploadFile } from './bucket.ts'
import { copyHashed, filesUnder, inParallel, type FileEntry } from './files.ts'
import type { MediaStore } from './settings.ts'

export interface MediaDriver {
  kind: MediaStore['kind']
  describe(): string
  /** Copies every file into `folder`, hashing each on the way: their entries by name. */
  copyInto(folder: string): Promise<Record<string, FileEntry>>
  isEmpty(): Promise<boolean>
  /** Removes every file (restore --force). */
  clear(): Promise<void>
  /** Puts the files `entries` names, found in `folder`, into the store. */
  load(folder: string, entries: Record<string, FileEntry>): Promise<void>
}

/** Copies side by side: many small files go faster so, from a disk as from a bucket. */
const width = 8

export function mediaDriver(store: MediaStore): MediaDriver {
  if (store.kind === 'folder') {
    const { dir } = store
    return {
      kind: 'folder',
      describe: () => `the media folder ${dir}`,
      async copyInto(folder) {
        const entries: Record<string, FileEntry> = {}
        await inParallel(await filesUnder(dir), async (name) => (entries[name] = await copyHashed(path.join(dir, name), path.join(folder, name))), width)
        return entries
      },
      isEmpty: async () => (await filesUnder(dir)).length === 0,
      clear: () => fs.rm(dir, { recursive: true, force: true }),
      async load(folder, entries) {
        await inParallel(Object.keys(entries), async (name) => {
          await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true })
          await fs.copyFile(path.join(folder, name), path.join(dir, name))
        }, width)
      },
    }
  }
  const bucket = openBucket(store.s3)
  return {
    kind: 'bucket',
    describe: () => `the media bucket ${bucket.name}`,
    async copyInto(folder) {
      const entries: Record<string, FileEntry> = {}
      await inParallel(await listObjects(bucket), async ({ key }) => (entries[key] = await downloadObject(bucket, key, path.join(folder, key))), width)
      return entries
    },
    isEmpty: async () => !(await hasObjects(bucket)),
    clear: async () => deleteObjects(bucket, (await listObjects(bucket)).map(({ key }) => key)),
    async load(folder, entries) {
      await inParallel(Object.entries(entries), ([name, entry]) => uploadFile(bucket, name, path.join(folder, name), entry.contentType), width)
    },
  }
}
