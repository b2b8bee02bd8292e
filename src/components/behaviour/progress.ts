/*
 * Spec §4 loading indicator: a progress bar with a 5000 ms duration and a 200 ms throttle. It
 * appears only if the navigation is still running after the throttle, then creeps towards 90 %
 * (reaching about 85 % after one duration, never 100 % on its own) until the new page is shown.
 */
import { progressBar } from '@/rules/limits'

export const progressCeiling = 0.9

/** The bar's fill (0..progressCeiling) after elapsedMs of navigation. */
export function progressAt(elapsedMs: number, durationMs: number = progressBar.durationMs): number {
  if (elapsedMs <= 0) return 0
  return progressCeiling * (1 - Math.exp((-3 * elapsedMs) / durationMs))
}

/** Whether the bar is shown yet (the throttle hides navigations that are fast anyway). */
export function progressVisible(elapsedMs: number, throttleMs: number = progressBar.throttleMs): boolean {
  return elapsedMs >= throttleMs
}
