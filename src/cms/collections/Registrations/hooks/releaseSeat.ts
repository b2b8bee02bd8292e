import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A cancelled registration gives its public seat back (the seat number is what the capacity's
 * unique index counts), so someone else can register.
 */
export const releaseSeat: CollectionBeforeChangeHook = ({ data }) => {
  if (data?.status === 'cancelled') return { ...data, seat: null }
  return data
}
