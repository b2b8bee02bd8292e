/*
 * Spec §4/§8: a page chunk that fails to load reloads the page (a new deployment replaced the
 * chunks the open page still refers to), at most once per 60 s, so a chunk that is really
 * missing cannot trap the visitor in a reload loop. The time of the last such reload is kept in
 * sessionStorage (one tab, survives the reload).
 */
import { chunkReloadGuardMs } from '@/rules/limits'

export const chunkReloadStorageKey = 'chunk-reload-at'

const chunkErrorPattern =
  /ChunkLoadError|Loading (?:CSS )?chunk [\w/.-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i

/** True for the error (or rejection reason, or error message) of a failed chunk load. */
export function isChunkLoadError(reason: unknown): boolean {
  if (reason === null || reason === undefined) return false
  if (typeof reason === 'string') return chunkErrorPattern.test(reason)
  if (typeof reason !== 'object') return false
  const { name, message } = reason as { name?: unknown; message?: unknown }
  if (name === 'ChunkLoadError') return true
  return typeof message === 'string' && chunkErrorPattern.test(message)
}

/** True when no chunk reload happened in the last guardMs (a missing or unreadable mark counts as none). */
export function mayReloadForChunkError(now: number, lastReloadAt: string | null, guardMs: number = chunkReloadGuardMs): boolean {
  if (lastReloadAt === null) return true
  const last = Number(lastReloadAt)
  if (!Number.isFinite(last) || last > now) return true
  return now - last >= guardMs
}

interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/**
 * Reloads when allowed and remembers when; returns whether it reloaded. Storage that throws
 * (disabled cookies, private mode) means no guard can be kept, so nothing is reloaded.
 */
export function reloadForChunkError(storage: StorageLike, now: number, reload: () => void, guardMs: number = chunkReloadGuardMs): boolean {
  try {
    if (!mayReloadForChunkError(now, storage.getItem(chunkReloadStorageKey), guardMs)) return false
    storage.setItem(chunkReloadStorageKey, String(now))
  } catch {
    return false
  }
  reload()
  return true
}
