import { registry } from '@rugged/front-door/registry'
import type { NextRequest } from 'next/server'

/**
 * Route handlers the server may call itself, without Next's router and app-route machinery around
 * them (server/direct-routes.ts; docs/architecture.md "The server" gives what it saves). A route
 * registers its handler in the registry when Next loads its module, so the server calls the very
 * function Next would, with the same module instances (the Payload client, the rate-limit
 * counters); until then, and for anything it cannot hand over, Next answers. Only for handlers
 * that need nothing of Next's request context (no cookies(), headers(), draftMode(), cached reads
 * or tag expiry): the POST pipeline reads everything from the request it is given.
 */
export function serveDirectly(pathname: string, handler: (request: NextRequest, context: { params: Promise<object> }) => Promise<Response>): void {
  registry.directRoutes.set(pathname, handler as (request: Request, context: { params: Promise<object> }) => Promise<Response>)
}
