import type { IncomingMessage, ServerResponse } from 'node:http'

export function redirectLocation(location: string, query: string): string
export function keepQueryOnRedirect(req: IncomingMessage, res: ServerResponse): void
