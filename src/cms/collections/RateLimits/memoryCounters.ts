/*
 * Rate-limit counters in this process's memory, for a site that runs as one instance (SQLite:
 * one file, one server; server/scale-out.mjs). Same fixed windows and answers as the
 * database counters, without a write per request. A restart starts every window afresh.
 */

interface Counter {
  count: number
  expiresAt: number
}

const counters = new Map<string, Counter>()
let nextSweep = 0

/** Drops the windows that have ended, at most once a second (a flood of new keys stays cheap). */
function sweep(now: number): void {
  if (now < nextSweep) return
  nextSweep = now + 1000
  for (const [key, counter] of counters) if (counter.expiresAt < now) counters.delete(key)
}

/** Counts one hit on `key` (its window ends at `expiresAt`) and returns the count so far. */
export function incrementInMemory(key: string, expiresAt: number, now = Date.now()): number {
  sweep(now)
  const counter = counters.get(key)
  if (counter) return ++counter.count
  counters.set(key, { count: 1, expiresAt })
  return 1
}

/** Takes one hit back (never below zero). */
export function decrementInMemory(key: string): void {
  const counter = counters.get(key)
  if (counter && counter.count > 0) counter.count -= 1
}
