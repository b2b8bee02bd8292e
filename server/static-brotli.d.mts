import type { IncomingMessage, ServerResponse } from 'node:http'

export function acceptsBrotli(acceptEncoding: string | string[] | undefined): boolean
export function staticFile(staticDir: string, url: string | undefined): string | null
export function createStaticBrotli(
  staticDir: string,
  options?: { quality?: number },
): (req: IncomingMessage, res: ServerResponse) => boolean
