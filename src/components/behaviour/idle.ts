import { prefetchIdleTimeoutMs } from '@/rules/limits'

/** requestIdleCallback with the spec's 2 s timeout (§4; a timer where the browser lacks it). */
export function idleScheduler() {
  const handles = new Set<number>()
  const hasIdle = typeof window.requestIdleCallback === 'function'
  return {
    schedule(task: () => void) {
      const run = () => {
        handles.delete(handle)
        task()
      }
      const handle: number = hasIdle
        ? window.requestIdleCallback(run, { timeout: prefetchIdleTimeoutMs })
        : window.setTimeout(run, prefetchIdleTimeoutMs)
      handles.add(handle)
    },
    cancelAll() {
      for (const handle of handles) {
        if (hasIdle) window.cancelIdleCallback(handle)
        else window.clearTimeout(handle)
      }
      handles.clear()
    },
  }
}

/**
 * Runs `task` once the page has loaded and painted its largest content (issue 28: idle fetches
 * wait for both, so that nothing fetched early competes with what a visitor sees first). Returns
 * a function that cancels it. Browsers without largest-contentful-paint entries wait for the load.
 */
export function afterLoadAndLargestPaint(task: () => void): () => void {
  let cancelled = false
  const cleanups: (() => void)[] = []
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') return resolve()
    const onLoad = () => resolve()
    window.addEventListener('load', onLoad, { once: true })
    cleanups.push(() => window.removeEventListener('load', onLoad))
  })
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return resolve()
    const observer = new PerformanceObserver(() => {
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: 'largest-contentful-paint', buffered: true })
    cleanups.push(() => observer.disconnect())
  })
  // Pictures that finished with the load are painted in the next frame: a frame later, the largest
  // paint has happened.
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
  void Promise.all([loaded, painted])
    .then(nextFrame)
    .then(() => {
      if (!cancelled) task()
    })
  return () => {
    cancelled = true
    for (const cleanup of cleanups) cleanup()
  }
}
