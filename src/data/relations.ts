import { isReadingDrafts } from './visibility'

/**
 * Whether a populated relation may be shown: Payload populates a related document whatever its
 * status, so a visitor must not be shown one that is an unpublished draft.
 */
export function isVisibleRelation(doc: { _status?: 'draft' | 'published' | null }): boolean {
  return isReadingDrafts() || doc._status === 'published'
}

/** The id behind a relationship value, whether Payload gave the id or the populated document. */
export function relationId(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'number') return value.id
  return null
}
