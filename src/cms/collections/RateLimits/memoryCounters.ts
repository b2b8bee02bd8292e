/*
 * Rate-limit counters in this process's memory, for a site that runs as one instance (SQLite:
 * one file, one server; server/scale-out.ts). Same fixed windows and answers as the
 * database counters, without a write per request. A restart starts every window afresh.
 * Bounded in bytes (memoryBudget.rateCounters): past it, the counters started longest ago go
 * first — a storm of made-up client addresses cannot grow the process, at the price of a new
 * count for a client that had not been seen for the longest.
 */
import { memoryBudget } from '@rugged/front-door/memory'

interface Counter {
  count: number
  expiresAt: number
}

const counters = new Map<string, Counter>()
let bytes = 0
let nextSweep = 0
/** A counter's bytes: its key (UTF-16), the object and the map's entry. */
const size = (key: string) => 2 * key.length + 96

function drop(key: string): void {
  if (counters.delete(key)) bytes -= size(key)
}

/** Drops the windows that have ended, at most once a second (a flood of new keys stays cheap). */
function sweep(now: number): void {
  if (now < nextSweep) return
  nextSweep = now + 1000
  for (const [key, counter] of counters) if (counter.expiresAt < now) drop(key)
}

/** Counts one hit on `key` (its window ends at `expiresAt`) and returns the count so far. */
export function incrementInMemory(key: string, expiresAt: number, now = Date.now(), maxBytes = memoryBudget.rateCounters): number {
  sweep(now)
  const counter = counters.get(key)
  if (counter) return ++counter.count
  counters.set(key, { count: 1, expiresAt })
  bytes += size(key)
  for (const [oldest] of counters) {
    if (bytes <= maxBytes) break
    drop(oldest)
  }
  return 1
}

/** The bytes the counters hold (for the tests). */
export const inMemoryBytes = (): number => bytes

/** Takes one hit back (never below zero). */
export function decrementInMemory(key: string): void {
  const counter = counters.get(key)
  if (counter && counter.count > 0) counter.count -= 1
}
