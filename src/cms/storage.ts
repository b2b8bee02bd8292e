import { s3Storage } from '@payloadcms/storage-s3'
import { s3Settings } from '@rugged/s3-settings'
import { NotFound, type CollectionConfig, type PayloadRequest, type Plugin, type UploadConfig } from 'payload'

import { TimedS3Handler } from '../ops/s3'
import { isPossibleFileName } from '../rules/fileName'
import { visitorOf } from '@rugged/front-door/registry'
import { unavailableRetryAfterSeconds } from '../rules/limits'
import { message } from '../rules/messages'
import { Media } from './collections/Media'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * File answers from the bucket. Nothing is `immutable` at its address: Payload gives a new upload
 * the name of a deleted one (it only checks the database for names in use), and the crop tool
 * writes the cropped picture, and its sizes, back under the same names. So a public file may be
 * kept an hour and then revalidated, cheaply: the bucket's ETag answers 304. A signed-in
 * editor's answer (possibly an album picture) is kept by the browser only, and revalidated.
 */
export const publicFileCache = 'public, max-age=3600, stale-while-revalidate=86400'
export const staffFileCache = 'private, no-cache'

/**
 * Runs before the bucket's handler, which copies these headers into its answer (200 and 304).
 * An anonymous request reaches it only for a file outside the album area (`mediaRead`).
 */
const fileCacheHeaders: UploadHandler = (req, { headers }) => {
  headers?.set('Cache-Control', req.user ? staffFileCache : publicFileCache)
}

/** A name no upload can have answers 404 before the bucket's handler looks it up in the database. */
const impossibleNameIs404: UploadHandler = (req, { params }) => {
  if (!isPossibleFileName(params.filename)) throw new NotFound(req.t)
}

/**
 * The bucket's handler answers 500 for any failure of the bucket: while it is away (stopped,
 * unreachable) a file is briefly unavailable, which is a 503 with Retry-After in the visitor's
 * language (issue 27's fault drills), not a fault of the site. A missing file stays a 404.
 */
const bucketAwayIs503 =
  (handler: UploadHandler): UploadHandler =>
  async (req, args) => {
    const answer = await handler(req, args)
    // Payload takes a handler's Response, and goes on to the next handler on nothing.
    return (answer instanceof Response && answer.status === 500 ? bucketUnavailable(req) : answer) as Response
  }

function bucketUnavailable(req: PayloadRequest): Response {
  const locale = visitorOf(req).language
  return new Response(message('serviceUnavailable', locale), {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(unavailableRetryAfterSeconds) },
  })
}

/** The plugin's part for uploads that go from the browser straight to the bucket (signed URLs). */
const clientUploadHandler = '@payloadcms/storage-s3/client#S3ClientUploadHandler'

/**
 * Takes out what the plugin adds for browser-to-bucket uploads, which this site does not turn on:
 * - the `_objectKey` field, so the media table, and so the migrations, are the same on the disk
 *   and in the bucket;
 * - its admin provider (a no-op while those uploads are off), which the committed import map,
 *   generated without the plugin, does not hold: the admin would render nothing around it.
 * Adds the file answers' Cache-Control.
 */
const fitToSite: Plugin = (config) => ({
  ...config,
  admin: {
    ...config.admin,
    components: {
      ...config.admin?.components,
      providers: config.admin?.components?.providers?.filter((provider) => (typeof provider === 'object' && provider ? provider.path : provider) !== clientUploadHandler),
    },
    dependencies: Object.fromEntries(Object.entries(config.admin?.dependencies ?? {}).filter(([key]) => key !== clientUploadHandler)),
  },
  collections: config.collections?.map((collection): CollectionConfig => {
    if (collection.slug !== Media.slug || typeof collection.upload !== 'object') return collection
    return {
      ...collection,
      fields: collection.fields.filter((field) => !('name' in field && field.name === '_objectKey')),
      upload: { ...collection.upload, handlers: [impossibleNameIs404, fileCacheHeaders, ...(collection.upload.handlers ?? []).map(bucketAwayIs503)] },
    }
  }),
})

/**
 * Media in an S3-compatible bucket when S3_BUCKET is set (scale-out: every instance serves every
 * file); nothing, so the MEDIA_DIR disk, otherwise. Files and their sizes are still served by
 * Payload's own route, /api/cms/media/file/<name>, so `mediaRead` (album privacy) still applies.
 */
export function mediaStorage(): Plugin[] {
  const settings = s3Settings()
  if (!settings) return []
  return [s3Storage({ bucket: settings.bucket, config: { ...settings.client, requestHandler: new TimedS3Handler() }, collections: { [Media.slug]: true } }), fitToSite]
}
