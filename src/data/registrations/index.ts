/**
 * Registrations by job: the live state (status), registering, company suggestions, check-in,
 * invitation answers and the organiser's export. Callers may import a job's file directly.
 */
export { answerInvitation } from './invitation'
export { signIn } from './checkIn'
export { registrationsCsv } from './export'
export { registerForEvent } from './register'
export { countSeatsTaken, getRegistrationStatus, type RegistrationStatus } from './status'
export { suggestCompanies } from './suggestions'
