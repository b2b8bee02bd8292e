/** An event's live registration state: the window, the seats left, check-in and invitations. */
import {
  checkInState,
  hasCapacity,
  invitationState,
  registrationState,
  seatsBand,
  seatsLeft,
  type CheckInState,
  type InvitationState,
  type RegistrationState,
  type SeatsBand,
} from '@/rules/events'

import type { EventContent } from '../events'
import { getPayloadClient } from '../payload'

/** Public seats taken (confirmed public registrations hold a seat number). */
export async function countSeatsTaken(eventId: number): Promise<number> {
  const payload = await getPayloadClient()
  const result = await payload.count({ collection: 'registrations', where: { and: [{ event: { equals: eventId } }, { seat: { exists: true } }] }, overrideAccess: true })
  return result.totalDocs
}

export interface RegistrationStatus {
  state: RegistrationState
  /** Staff figure: never in a public answer (the band below is). */
  seatsLeft: number | null
  seats: SeatsBand | null
  checkIn: CheckInState
  invitations: InvitationState
}

export async function getRegistrationStatus(event: EventContent, now = Date.now()): Promise<RegistrationStatus> {
  const times = eventTimes(event)
  const taken = hasCapacity(times) ? await countSeatsTaken(event.id) : 0
  return {
    state: registrationState(times, taken, now),
    seatsLeft: seatsLeft(times, taken),
    seats: seatsBand(times, taken),
    checkIn: checkInState(times, now),
    invitations: invitationState(times, now),
  }
}

/** The times and capacity the window rules (rules/events) read. */
export function eventTimes(event: EventContent) {
  return {
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    registrationOpensAt: event.registration.opensAt,
    registrationClosesAt: event.registration.closesAt,
    capacity: event.registration.capacity,
  }
}
