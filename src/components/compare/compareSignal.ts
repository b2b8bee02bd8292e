import { readStoredList } from '@/rules/compareList'

/*
 * What a page needs to know about the comparison list before the list's own code is loaded: the
 * tray (LazyCompareTray) loads only once the visitor has chosen a product, in this tab or another.
 */

export const compareStorageKey = 'compare-products'

/** Dispatched on window by compareStore whenever this tab changes the list. */
export const compareChangeEvent = 'compare-list-change'

export function hasComparedProducts(): boolean {
  try {
    return readStoredList(window.localStorage.getItem(compareStorageKey)).length > 0
  } catch {
    // Storage refused: compareStore keeps the list in memory and signals its changes.
    return false
  }
}
