import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createResizeCounter, nextResizeCount } from '../../src/components/behaviour/resizeCounter'
import { resizeCounterWrap, resizeDebounceMs } from '../../src/rules/limits'

describe('§4 resize counter: debounced 100 ms, wraps at 100,000,000', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('wraps to 0 after 99,999,999', () => {
    expect(resizeCounterWrap).toBe(100_000_000)
    expect(nextResizeCount(0)).toBe(1)
    expect(nextResizeCount(99_999_998)).toBe(99_999_999)
    expect(nextResizeCount(99_999_999)).toBe(0)
  })

  it('counts a burst of resize events once, 100 ms after the last', () => {
    expect(resizeDebounceMs).toBe(100)
    const counter = createResizeCounter()
    const listener = vi.fn()
    counter.subscribe(listener)
    for (let i = 0; i < 5; i++) {
      counter.notifyResize()
      vi.advanceTimersByTime(60)
    }
    expect(counter.get()).toBe(0)
    vi.advanceTimersByTime(39)
    expect(counter.get()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(counter.get()).toBe(1)
    expect(listener).toHaveBeenCalledTimes(1)

    counter.notifyResize()
    vi.advanceTimersByTime(100)
    expect(counter.get()).toBe(2)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('wraps in use too', () => {
    const counter = createResizeCounter({ initial: resizeCounterWrap - 1 })
    counter.notifyResize()
    vi.advanceTimersByTime(resizeDebounceMs)
    expect(counter.get()).toBe(0)
  })

  it('stops notifying after unsubscribe or dispose', () => {
    const counter = createResizeCounter()
    const listener = vi.fn()
    const unsubscribe = counter.subscribe(listener)
    unsubscribe()
    counter.notifyResize()
    vi.advanceTimersByTime(resizeDebounceMs)
    expect(listener).not.toHaveBeenCalled()
    expect(counter.get()).toBe(1)
    counter.notifyResize()
    counter.dispose()
    vi.advanceTimersByTime(resizeDebounceMs)
    expect(counter.get()).toBe(1)
  })
})
