import { describe, expect, it, vi } from 'vitest'

import { chunkReloadStorageKey, isChunkLoadError, mayReloadForChunkError, reloadForChunkError } from '../../src/components/behaviour/chunkReload'
import { chunkReloadGuardMs } from '../../src/rules/limits'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  }
}

describe('§4/§8 a failed chunk load reloads the page, at most once per 60 s', () => {
  it('recognises chunk load failures of webpack, Turbopack and native dynamic import', () => {
    const turbopack = Object.assign(new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 123'), { name: 'ChunkLoadError' })
    expect(isChunkLoadError(turbopack)).toBe(true)
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 532 failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Loading CSS chunk app-layout failed.'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError('Uncaught ChunkLoadError: Loading chunk 7 failed.')).toBe(true)
  })

  it('ignores every other error', () => {
    for (const reason of [new Error('Failed to fetch'), new TypeError('x is undefined'), 'Script error.', null, undefined, 42, { message: 7 }]) {
      expect(isChunkLoadError(reason)).toBe(false)
    }
  })

  it('allows one reload per guard window', () => {
    expect(chunkReloadGuardMs).toBe(60_000)
    const now = 1_000_000
    expect(mayReloadForChunkError(now, null)).toBe(true)
    expect(mayReloadForChunkError(now, String(now - 59_999))).toBe(false)
    expect(mayReloadForChunkError(now, String(now - 60_000))).toBe(true)
    // An unreadable or future mark (clock changed) does not block forever.
    expect(mayReloadForChunkError(now, 'garbage')).toBe(true)
    expect(mayReloadForChunkError(now, String(now + 5_000))).toBe(true)
  })

  it('reloads, remembers when, and refuses a second reload within 60 s', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    expect(reloadForChunkError(storage, 10_000, reload)).toBe(true)
    expect(storage.data.get(chunkReloadStorageKey)).toBe('10000')
    expect(reloadForChunkError(storage, 10_000 + 30_000, reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadForChunkError(storage, 10_000 + 60_000, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload when no guard can be kept (storage throws)', () => {
    const reload = vi.fn()
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {},
    }
    expect(reloadForChunkError(broken, 1, reload)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
