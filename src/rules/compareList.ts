/**
 * Issue 14: the visitor's comparison list (kept in localStorage by the tray), pure.
 */
import { compareMaxProducts } from './limits'

export interface CompareEntry {
  /** The product's customizeUrl (or id): what /product-compare?ids= takes. */
  key: string
  model: string
  title: string
}

export type AddOutcome = 'added' | 'present' | 'full'

export function addToCompare(list: CompareEntry[], entry: CompareEntry): { list: CompareEntry[]; outcome: AddOutcome } {
  if (list.some((item) => item.key === entry.key)) return { list, outcome: 'present' }
  if (list.length >= compareMaxProducts) return { list, outcome: 'full' }
  return { list: [...list, entry], outcome: 'added' }
}

export function removeFromCompare(list: CompareEntry[], key: string): CompareEntry[] {
  return list.filter((item) => item.key !== key)
}

const isEntry = (value: unknown): value is CompareEntry => {
  const entry = value as Partial<CompareEntry> | null
  return typeof entry?.key === 'string' && typeof entry.model === 'string' && typeof entry.title === 'string'
}

/** What localStorage holds, read defensively: anything unexpected gives an empty list. */
export function readStoredList(stored: string | null): CompareEntry[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]')
    return Array.isArray(value) ? value.filter(isEntry).slice(0, compareMaxProducts) : []
  } catch {
    return []
  }
}
