import type { DestinationStream, Logger } from 'pino'

export function logFormat(value?: string, terminal?: boolean): 'json' | 'pretty'
export function scrub(text: string): string
export function createRepeatFilter(options?: { now?: () => number; windowMs?: number }): (error: Error) => { log: boolean; withStack: boolean; repeats: number }
export function createLogger(options?: { level?: string; format?: 'json' | 'pretty'; destination?: DestinationStream; now?: () => number }): Logger
export function processLogger(): Logger
export function routeConsoleThrough(logger?: Logger): void
export function requestLinesOf(logger: Logger): Logger
