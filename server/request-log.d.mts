import type { IncomingMessage, ServerResponse } from 'node:http'

import type { Logger } from 'pino'

export function requestId(given: string | string[] | undefined, trusted: boolean): string
export function createRequestLog(options: { logger: Logger; hops: number }): (req: IncomingMessage, res: ServerResponse, next: () => void) => void
export function requestIdHeaders(res: ServerResponse): { 'x-request-id': string } | undefined
export function echoRequestId(res: ServerResponse): void
