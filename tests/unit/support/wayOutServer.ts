import { createServer, IncomingMessage, type Server, ServerResponse } from 'node:http'
import { type AddressInfo, Socket } from 'node:net'

import { createFrontDoor } from '../../../server/front-door.ts'
import type { PageCache } from '../../../server/page-cache.ts'
import { createWayOut, type WayOutOptions } from '../../../server/way-out.ts'
import { rawRequest } from './rawRequest'

/**
 * A server composed as server/serve.ts composes its steps — the front door, the page cache's
 * answer, the way out — with `next` standing in for Next's handler.
 */
export async function serveThroughWayOut(next: (req: IncomingMessage, res: ServerResponse) => void, options: Partial<WayOutOptions> & { hops?: number } = {}) {
  const { hops = 0, ...chosen } = options
  const wayOutOptions: WayOutOptions = { pageCache: null, fallback: true, redirectQuery: true, sharedSeconds: null, security: null, ...chosen }
  const frontDoor = createFrontDoor({ hops })
  const wayOut = createWayOut(wayOutOptions)
  const pageCache: PageCache | null = wayOutOptions.pageCache
  const server: Server = createServer((req, res) =>
    frontDoor(req, res, () => {
      if (pageCache?.serve(req, res, String(req.headers['x-request-id']))) return
      wayOut(req, res, () => next(req, res))
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    server,
    port,
    get: (path: string, headers: Record<string, string> = {}, method = 'GET') => rawRequest(port, path, headers, method),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A response to `url` with the way out installed, as a step before Next leaves it: the test then answers it. */
export function answerThroughWayOut(url: string, headers: Record<string, string> = {}, options: Partial<WayOutOptions> = {}): ServerResponse {
  const req = new IncomingMessage(new Socket())
  req.method = 'GET'
  req.url = url
  Object.assign(req.headers, headers)
  const res = new ServerResponse(req)
  createWayOut({ pageCache: null, fallback: true, redirectQuery: true, sharedSeconds: null, security: null, ...options })(req, res, () => {})
  return res
}
