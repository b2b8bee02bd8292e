// A throwaway S3-compatible server for tests (s3rver, a devDependency), in this process: a private
// port on 127.0.0.1, its objects in a folder of files, the media bucket made at start.
//
//   const s3 = await startS3()     // s3.endpoint = http://127.0.0.1:PORT, s3.bucket = 'media'
//   spawn('node', [...], { env: { ...process.env, ...s3.env } })   // S3_BUCKET, S3_ENDPOINT, ...
//   await s3.stop()                // closes the server; removes the folder unless it was given
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

const bucket = 'media'
// s3rver's only key pair.
const accessKeyId = 'S3RVER'
const secretAccessKey = 'S3RVER'

/**
 * @param {{ dir?: string, port?: number, buckets?: string[], log?: (line: string) => void }} [options] `dir` keeps the objects
 *   (e.g. to look at them after a run); without it a temporary folder is used and removed. `port`:
 *   a given one (the fault drills start the server again where it was), else the system's choice.
 *   `buckets`: more buckets to make beside the media one (the cluster's backups).
 * @returns {Promise<{ endpoint: string, port: number, bucket: string, accessKeyId: string,
 *   secretAccessKey: string, env: Record<string, string>, stop(): Promise<void> }>}
 */
export async function startS3(options = {}) {
  const log = options.log ?? (() => {})
  const dir = options.dir ?? mkdtempSync(path.join(os.tmpdir(), 's3-test-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0, // by default the system's free port: no race with another starter between choosing and binding
    directory: dir,
    silent: true,
    configureBuckets: [bucket, ...(options.buckets ?? [])].map((name) => ({ name })),
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  let stopped = false
  log(`s3rver running on ${endpoint}, bucket ${bucket}, objects in ${dir}`)
  return {
    endpoint,
    port,
    bucket,
    accessKeyId,
    secretAccessKey,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      if (stopped) return
      stopped = true
      // A stopped server drops its connections, as an outage does: close() alone waits for every
      // client's keep-alive connection to end (the instances' S3 clients keep theirs open).
      const closing = server.close()
      server.httpServer?.closeAllConnections()
      await closing
      if (!options.dir) rmSync(dir, { recursive: true, force: true })
    },
  }
}
