export const fullPerMinute: number
export const shortLineLength: number
export const drainEveryMs: number
export interface LogLimit {
  /** True when a line of this kind may be written now; false when it is only counted. */
  admit(kind: string): boolean
  /** Whether the last line admitted was the first of its kind this minute (a fault's stack goes there). */
  firstOfMinute(): boolean
  /** The kinds whose minute is over with lines left out, and how many; they start afresh. */
  drain(): { kind: string; count: number }[]
}
export function shortLine(text: string, length?: number): string
export function faultKind(error: unknown): string
export function textKind(text: string): string
export function createLogLimit(options?: { perMinute?: number; now?: () => number }): LogLimit
export function countLine(left: { kind: string; count: number }): string
export function countsWriter(limit: LogLimit, write: (line: string) => void, everyMs?: number): () => void
export function isUnreadableBody(error: unknown): boolean
export function clientErrorOf(value: unknown): { status: number | null; message: string } | null
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function limitedLogMethod(limit?: LogLimit, everyMs?: number, options?: { scrub?: (text: string) => string; onClientError?: (line: string) => boolean }): (this: any, args: any[], method: (...args: any[]) => void, level: number) => void
