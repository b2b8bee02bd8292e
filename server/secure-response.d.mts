import type { IncomingMessage, ServerResponse } from 'node:http'

export function createSecureResponses(options?: {
  csp?: boolean
  rememberedPages?: number
}): (req: IncomingMessage, res: ServerResponse) => void
