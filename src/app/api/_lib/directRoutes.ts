import type { NextRequest } from 'next/server'

/**
 * Route handlers the server may call itself, without Next's router and app-route machinery around
 * them (server/direct-routes.mjs; docs/architecture.md "The server" gives what it saves). A route
 * registers its handler when Next loads its module, so the server calls the very function Next
 * would, with the same module instances (the Payload client, the rate-limit counters); until then,
 * and for anything it cannot hand over, Next answers. Only for handlers that need nothing of Next's
 * request context (no cookies(), headers(), draftMode(), cached reads or tag expiry): the POST
 * pipeline reads everything from the request it is given.
 */
const registry = ((globalThis as Record<symbol, unknown>)[Symbol.for('rugged-site.direct-routes')] ??= new Map()) as Map<string, unknown>

export function serveDirectly(pathname: string, handler: (request: NextRequest, context: { params: Promise<object> }) => Promise<Response>): void {
  registry.set(pathname, handler)
}
