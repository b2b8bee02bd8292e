import type { DestinationStream, Logger } from 'pino'

export function logFormat(value?: string, terminal?: boolean): 'json' | 'pretty'
export function scrub(text: string): string
export function createLogger(options?: { level?: string; format?: 'json' | 'pretty'; destination?: DestinationStream; now?: () => number; drainEveryMs?: number }): Logger
export function processLogger(): Logger
export function routeConsoleThrough(logger?: Logger): void
export const requestLinesPerMinute: number
export function requestLineWriter(logger: Logger): (line: { status: number; route: string } & Record<string, unknown>, options?: { routine?: boolean }) => void
