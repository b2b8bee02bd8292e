import { stat } from 'node:fs/promises'
import path from 'node:path'

import { NotFound, type UploadConfig } from 'payload'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * A file URL whose file is not on the disk answers 404. Payload's own file route answers 500
 * "Something went wrong." for it (and logs an error), so a guessed name such as
 * `/api/cms/media/file/nope.png` looked like a server fault. Runs before Payload's local-disk
 * fallback; a present file falls through to it. With a cloud storage adapter (disableLocalStorage)
 * the adapter's own handler answers instead.
 */
export function missingFileAnswers404(staticDir: string): UploadHandler {
  const root = path.resolve(staticDir)
  return async (req, { params }) => {
    const upload = req.payload.config.collections.find((collection) => collection.slug === params.collection)?.upload
    if (!upload || upload.disableLocalStorage) return
    const file = path.resolve(root, params.filename)
    if (!file.startsWith(root + path.sep)) return
    const found = await stat(file).then(
      (stats) => stats.isFile(),
      () => false,
    )
    if (!found) throw new NotFound(req.t)
  }
}
