import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

/** The next arrival number of an event: one past the highest given (the sign-in call counts the same way). */
async function nextArrivalNumber(req: PayloadRequest, event: unknown): Promise<number> {
  const id = typeof event === 'object' && event !== null ? (event as { id?: unknown }).id : event
  if (typeof id !== 'number' && typeof id !== 'string') return 1
  const { docs } = await req.payload.find({
    collection: 'registrations',
    where: { and: [{ event: { equals: id } }, { signInNumber: { exists: true } }] },
    sort: '-signInNumber',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
    select: { signInNumber: true },
  })
  return (docs[0]?.signInNumber ?? 0) + 1
}

/**
 * Staff at the desk check a guest in (or undo it) with the "checked in" box; the time and the
 * arrival number follow it (issue 38: a guest checked in at the desk had no number). The public
 * sign-in call writes them itself, atomically (src/data/registrations/checkIn.ts); the unique
 * index on (number, event) refuses a number two desks would give at the same moment.
 */
export const syncCheckIn: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const wasCheckedIn = Boolean(originalDoc?.checkedIn)
  const checkedIn = data.checkedIn ?? wasCheckedIn
  if (checkedIn && !wasCheckedIn) {
    const signInNumber = data.signInNumber ?? originalDoc?.signInNumber ?? (await nextArrivalNumber(req, data.event ?? originalDoc?.event))
    return { ...data, checkedIn: true, signedInAt: data.signedInAt ?? originalDoc?.signedInAt ?? new Date().toISOString(), signInMethod: data.signInMethod ?? 'staff', signInNumber }
  }
  if (!checkedIn && wasCheckedIn) return { ...data, checkedIn: false, signedInAt: null, signInNumber: null, signInMethod: null }
  return data
}
