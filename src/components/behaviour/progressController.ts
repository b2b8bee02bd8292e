import { progressBar } from '@/rules/limits'

import { progressAt, progressVisible } from './progress'

/**
 * Drives the progress bar element directly (one style write per frame, no React renders):
 * start() when a navigation begins, done() when the new page is shown. A navigation that never
 * completes (cancelled by a click handler) is given up after three durations.
 */
export interface ProgressController {
  start(): void
  done(): void
  dispose(): void
}

const giveUpAfterMs = progressBar.durationMs * 3
const fadeOutMs = 250

export function createProgressController(bar: HTMLElement): ProgressController {
  let startedAt: number | null = null
  let frame = 0
  let hideTimer: ReturnType<typeof setTimeout> | undefined

  const paint = (fill: number, shown: boolean) => {
    bar.style.transform = `scaleX(${fill})`
    bar.dataset.state = shown ? 'loading' : 'idle'
    bar.setAttribute('aria-hidden', shown ? 'false' : 'true')
    bar.setAttribute('aria-valuenow', String(Math.round(fill * 100)))
  }

  const tick = () => {
    if (startedAt === null) return
    const elapsed = performance.now() - startedAt
    if (elapsed > giveUpAfterMs) return finish()
    if (progressVisible(elapsed)) paint(progressAt(elapsed), true)
    frame = requestAnimationFrame(tick)
  }

  const finish = () => {
    if (startedAt === null) return
    const wasShown = bar.dataset.state === 'loading'
    startedAt = null
    cancelAnimationFrame(frame)
    if (!wasShown) return
    paint(1, true)
    bar.dataset.state = 'done'
    clearTimeout(hideTimer)
    hideTimer = setTimeout(() => {
      if (startedAt === null) paint(0, false)
    }, fadeOutMs)
  }

  return {
    start() {
      if (startedAt !== null) return
      clearTimeout(hideTimer)
      paint(0, false)
      startedAt = performance.now()
      frame = requestAnimationFrame(tick)
    },
    done: finish,
    dispose() {
      startedAt = null
      cancelAnimationFrame(frame)
      clearTimeout(hideTimer)
    },
  }
}
