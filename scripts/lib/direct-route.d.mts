import type { IncomingMessage, ServerResponse } from 'node:http'

export const directRoutePath: string
export function createDirectRoute(options: { distDir: string; log?: (line: string) => void }): (req: IncomingMessage, res: ServerResponse) => boolean
