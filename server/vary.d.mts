import type { ServerResponse } from 'node:http'

export const varyUserAgentMarker: string
export function varyFromMarker(res: ServerResponse): void
