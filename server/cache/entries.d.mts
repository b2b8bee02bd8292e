export function isNotFoundEntry(data: unknown): boolean
export function entryTags(value: unknown, ctx?: { tags?: string[]; softTags?: string[] }): string[]
export interface TagTimes {
  stale?: number
  expired?: number
  at: number
}
export function tagTimesAfterRevalidate(existing: TagTimes | undefined, now: number, durations?: { expire?: number }): TagTimes
export function isExpiredBy(times: TagTimes | undefined, lastModified: number, now: number): boolean
export function encodeEntry(entry: unknown): string
export function decodeEntry(text: string): any
export function entrySize(value: unknown): number
