import { registry } from '@rugged/front-door/registry'

/**
 * Set once the server has begun a graceful shutdown (SIGTERM, server/graceful-shutdown.ts):
 * /api/ready then answers 503 so the load balancer stops sending new requests.
 */
export function isDraining(): boolean {
  return registry.draining
}
