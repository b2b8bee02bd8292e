import type { CollectionBeforeChangeHook } from 'payload'

/**
 * Staff at the desk check a guest in (or undo it) with the "checked in" box; the time follows it.
 * The public sign-in call writes both itself, atomically (src/data/registrations.ts).
 */
export const syncCheckIn: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (!data) return data
  const wasCheckedIn = Boolean(originalDoc?.checkedIn)
  const checkedIn = data.checkedIn ?? wasCheckedIn
  if (checkedIn && !wasCheckedIn) {
    return { ...data, checkedIn: true, signedInAt: data.signedInAt ?? originalDoc?.signedInAt ?? new Date().toISOString(), signInMethod: data.signInMethod ?? 'staff' }
  }
  if (!checkedIn && wasCheckedIn) return { ...data, checkedIn: false, signedInAt: null, signInNumber: null, signInMethod: null }
  return data
}
