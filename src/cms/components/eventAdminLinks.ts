/** Admin links of the event tools (shared by the list bar and the event's own panel). */
export const registrationsCsvUrl = (eventId: number | string) => `/api/admin/events/${encodeURIComponent(String(eventId))}/registrations.csv`

export const registrationsListUrl = (eventId: number | string) =>
  `/admin/collections/registrations?where[event][equals]=${encodeURIComponent(String(eventId))}`

export const checkedInListUrl = (eventId: number | string) => `${registrationsListUrl(eventId)}&where[checkedIn][equals]=true`
