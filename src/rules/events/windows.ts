/**
 * When an event may be registered for, checked in to and its invitations answered (spec §3, as
 * designed in docs/events.md). Pure: every function takes the time it judges.
 */

export interface EventTimes {
  startsAt: string | Date
  endsAt: string | Date
  registrationOpensAt?: string | Date | null
  registrationClosesAt?: string | Date | null
  /** Seats open to public registration; null or 0: no limit. */
  capacity?: number | null
}

/**
 * notOpen: before the registration window; open; full: every public seat taken; closed: after
 * the window (or once the event has begun, when no window end is set); ended: the event is over.
 */
export type RegistrationState = 'notOpen' | 'open' | 'full' | 'closed' | 'ended'

const time = (value: string | Date | null | undefined): number | null => {
  if (value === null || value === undefined || value === '') return null
  const ms = new Date(value).getTime()
  return Number.isNaN(ms) ? null : ms
}

export function registrationState(event: EventTimes, seatsTaken: number, now: Date | number = Date.now()): RegistrationState {
  const at = typeof now === 'number' ? now : now.getTime()
  const ends = time(event.endsAt)
  if (ends !== null && at >= ends) return 'ended'
  const opens = time(event.registrationOpensAt)
  if (opens !== null && at < opens) return 'notOpen'
  const closes = time(event.registrationClosesAt) ?? time(event.startsAt)
  if (closes !== null && at >= closes) return 'closed'
  if (hasCapacity(event) && seatsTaken >= (event.capacity as number)) return 'full'
  return 'open'
}

export function hasCapacity(event: Pick<EventTimes, 'capacity'>): boolean {
  return typeof event.capacity === 'number' && event.capacity > 0
}

/** Seats left for public registration, or null when the event sets no limit. */
export function seatsLeft(event: Pick<EventTimes, 'capacity'>, seatsTaken: number): number | null {
  return hasCapacity(event) ? Math.max(0, (event.capacity as number) - seatsTaken) : null
}

/**
 * What the public is told of the seats left (issue 26): a band, not the count. An exact count
 * that a new registration lowers and a known contact's does not would tell whether a contact is
 * registered. `few` from `fewSeatsAt(capacity)` seats down; `full` at none.
 */
export type SeatsBand = 'available' | 'few' | 'full'

/** A tenth of the capacity, at least 5: "few left" means it on a small event and a large one. */
export function fewSeatsAt(capacity: number): number {
  return Math.max(5, Math.ceil(capacity / 10))
}

/** The band of the seats left for public registration, or null when the event sets no limit. */
export function seatsBand(event: Pick<EventTimes, 'capacity'>, seatsTaken: number): SeatsBand | null {
  const left = seatsLeft(event, seatsTaken)
  if (left === null) return null
  return left === 0 ? 'full' : left <= fewSeatsAt(event.capacity as number) ? 'few' : 'available'
}

/** Check-in at the venue opens this long before the start and closes this long after the end. */
export const checkInOpensBeforeStartMs = 24 * 60 * 60 * 1000
export const checkInClosesAfterEndMs = 12 * 60 * 60 * 1000

export type CheckInState = 'notOpen' | 'open' | 'closed'

export function checkInState(event: Pick<EventTimes, 'startsAt' | 'endsAt'>, now: Date | number = Date.now()): CheckInState {
  const at = typeof now === 'number' ? now : now.getTime()
  const starts = time(event.startsAt)
  const ends = time(event.endsAt) ?? starts
  if (starts !== null && at < starts - checkInOpensBeforeStartMs) return 'notOpen'
  if (ends !== null && at > ends + checkInClosesAfterEndMs) return 'closed'
  return 'open'
}

/** Invitations may be answered until the event ends (guests decide late; the organiser sized the list). */
export type InvitationState = 'open' | 'ended'

export function invitationState(event: Pick<EventTimes, 'startsAt' | 'endsAt'>, now: Date | number = Date.now()): InvitationState {
  const at = typeof now === 'number' ? now : now.getTime()
  const ends = time(event.endsAt) ?? time(event.startsAt)
  return ends !== null && at >= ends ? 'ended' : 'open'
}
