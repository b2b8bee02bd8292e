import { isReadingDrafts } from './visibility'

/**
 * Whether a populated relation may be shown: Payload populates a related document whatever its
 * status, so a visitor must not be shown one that is an unpublished draft.
 */
export function isVisibleRelation(doc: { _status?: 'draft' | 'published' | null }): boolean {
  return isReadingDrafts() || doc._status === 'published'
}
