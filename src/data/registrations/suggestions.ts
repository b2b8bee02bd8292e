/** Company-name suggestions for the registration form, from the event's own registrations. */
import { isPlainCompanyName } from '@/rules/events'
import { companySuggestionLimit } from '@/rules/limits'

import { getPayloadClient } from '../payload'
import { queryRows } from '../sql'

/**
 * Company names of the event's confirmed registrations that start with `prefix`, ignoring case:
 * distinct, alphabetical, at most companySuggestionLimit, plain names only (isPlainCompanyName:
 * no `=HYPERLINK(…)`). Nothing but the company name leaves. Only this event's (issue 26): the
 * caller holds its link (the hash), not every other event's guest list.
 */
export async function suggestCompanies(eventId: number, prefix: string, limit = companySuggestionLimit): Promise<string[]> {
  const trimmed = prefix.trim()
  if (!trimmed) return []
  const payload = await getPayloadClient()
  const pattern = `${trimmed.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  // A few more than asked for: names that are no plain name are left out after the query.
  const rows = await queryRows<{ company: string }>(
    payload,
    // Only a published event's: an unpublished event is as if it did not exist.
    (sql) => sql`SELECT MIN(r.company) AS company FROM registrations r JOIN events e ON e.id = r.event_id
      WHERE r.event_id = ${eventId} AND e._status = 'published' AND r.status = 'confirmed' AND LOWER(r.company) LIKE ${pattern} ESCAPE '\\'
      GROUP BY LOWER(r.company) ORDER BY LOWER(r.company) LIMIT ${limit * 4}`,
  )
  return rows.map((row) => String(row.company)).filter(isPlainCompanyName).slice(0, limit)
}
