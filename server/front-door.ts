/**
 * The server's first step: the request's id and who its visitor is (address, language, device:
 * packages/front-door), decided before anything can answer and kept in the request's context for
 * everything after it — the log line, the rate limits, the proxy's device redirect, the language of
 * a refusal. The site's code reads the same context (`visitorOf`).
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'

import { decideVisitor, headerNames, type Arrival } from '@rugged/front-door'
import { registry, type RequestContext } from '@rugged/front-door/registry'

const requestIdPattern = /^[\w.:@+=-]{1,128}$/

/** The request's id: a trusted proxy's when well-formed, else a new UUID. */
export function requestId(given: string | string[] | undefined, trusted: boolean): string {
  return trusted && typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID()
}

/** A request as it reached the socket. */
export function arrivalOf(req: IncomingMessage): Arrival {
  return { url: req.url ?? '/', header: (name) => req.headers[name], socketAddress: req.socket?.remoteAddress }
}

/** The context of the request being answered, if any (it lives until the answer is sent). */
export const currentRequest = (): RequestContext | undefined => registry.requests.getStore()

/** The front door step: decides, then runs the rest of the request inside its context. */
export function createFrontDoor({ hops }: { hops: number }) {
  return (req: IncomingMessage, _res: ServerResponse, next: () => void): void => {
    const id = requestId(req.headers[headerNames.requestId], hops > 0)
    req.headers[headerNames.requestId] = id
    const context: RequestContext = { id, visitor: decideVisitor(arrivalOf(req), hops), fields: { reqId: id }, written: false }
    registry.requests.run(context, next)
  }
}
