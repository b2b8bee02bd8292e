/**
 * Set once the server has begun a graceful shutdown (SIGTERM, server/graceful-shutdown.mjs):
 * /api/ready then answers 503 so the load balancer stops sending new requests. A process-wide
 * global, not a module variable: the server script and Next's compiled routes are separate module
 * graphs in one process. The key is shared with that script (tests/unit/graceful-shutdown.test.ts).
 */
export const drainingFlag = Symbol.for('rugged.server.draining')

export function isDraining(): boolean {
  return (globalThis as Record<symbol, unknown>)[drainingFlag] === true
}
