/**
 * Issue 38, item 2: what the edit view and the server say of one document being edited (pure: the
 * browser's notice and the server's lock and refused-save code share it).
 */
export type LockTarget = { collection: string; id: string } | { global: string }

/** The query that names a document or global: `collection=news&id=3`, `global=home-page`. */
export function targetQuery(target: LockTarget): string {
  return 'global' in target ? `global=${encodeURIComponent(target.global)}` : `collection=${encodeURIComponent(target.collection)}&id=${encodeURIComponent(target.id)}`
}

/** Who holds a document, as the notice names them, and since when (ISO). */
export interface LockHolder {
  email: string
  name: string | null
}

export interface LockState {
  holder: LockHolder | null
  since: string | null
  /** The holder is the person asking. */
  mine: boolean
}

/** The preference a refused save's text is kept under, per document and language, for its author. */
export function unsavedTextKey(target: LockTarget, locale: string): string {
  return `unsaved-text:${'global' in target ? `globals/${target.global}` : `${target.collection}/${target.id}`}:${locale}`
}

/** What is kept of a refused save. */
export interface UnsavedText {
  at: string
  /** Who had the document (the lock holder, or whoever saved the newer version). */
  by: string | null
  data: Record<string, unknown>
}

/** A stale save's refusal says so in its error's data (the production build leaves error classes nameless). */
export const newerSaveRefusal = 'newerSave'
