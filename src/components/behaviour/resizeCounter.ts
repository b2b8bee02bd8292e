/*
 * Spec §3/§4 client state "resize counter": increments when the viewport is resized, debounced
 * 100 ms, wrapping at 100,000,000. It only signals "the viewport changed"; components that
 * depend on the viewport (the contact dialog's mobile/desktop variant) re-evaluate when it moves.
 */
import { resizeCounterWrap, resizeDebounceMs } from '@/rules/limits'

export function nextResizeCount(value: number, wrap: number = resizeCounterWrap): number {
  return (value + 1) % wrap
}

type Timer = ReturnType<typeof setTimeout>

export interface ResizeCounter {
  get(): number
  subscribe(listener: () => void): () => void
  /** Call on every resize event; the count moves once the events stop for debounceMs. */
  notifyResize(): void
  dispose(): void
}

export function createResizeCounter(
  options: { debounceMs?: number; wrap?: number; initial?: number } = {},
): ResizeCounter {
  const debounceMs = options.debounceMs ?? resizeDebounceMs
  const wrap = options.wrap ?? resizeCounterWrap
  let value = options.initial ?? 0
  let timer: Timer | undefined
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    notifyResize() {
      if (timer !== undefined) clearTimeout(timer)
      timer = setTimeout(() => {
        timer = undefined
        value = nextResizeCount(value, wrap)
        for (const listener of listeners) listener()
      }, debounceMs)
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      listeners.clear()
    },
  }
}
