/** Company-name suggestions for the registration form, from the companies staff entered for the event. */
import { isPlainCompanyName } from '@/rules/events'
import { companySuggestionLimit } from '@/rules/limits'

import { getPayloadClient } from '../payload'
import { queryRows } from '../sql'

/**
 * Company names that start with `prefix`, ignoring case: distinct, alphabetical, at most
 * companySuggestionLimit, plain names only (isPlainCompanyName: no `=HYPERLINK(…)`). Only this
 * event's (issue 26): the caller holds its link (the hash), not every other event's guest list.
 *
 * Only companies staff entered (issue 37): the event's invitations and the registrations staff
 * added at the desk (source "admin"). A visitor's own registration, or an invitation's answer,
 * never adds a name, so the lookup cannot tell whether a made-up company — a contact — registered
 * (a duplicate phone or e-mail is answered like a new registration, and must stay unseen here too).
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
    (sql) => sql`SELECT MIN(entered.company) AS company FROM (
        SELECT r.company AS company FROM registrations r WHERE r.event_id = ${eventId} AND r.source = 'admin' AND r.status = 'confirmed'
        UNION ALL
        SELECT i.company AS company FROM invitations i WHERE i.event_id = ${eventId} AND i.company IS NOT NULL
      ) entered
      WHERE EXISTS (SELECT 1 FROM events e WHERE e.id = ${eventId} AND e._status = 'published') AND LOWER(entered.company) LIKE ${pattern} ESCAPE '\\'
      GROUP BY LOWER(entered.company) ORDER BY LOWER(entered.company) LIMIT ${limit * 4}`,
  )
  return rows.map((row) => String(row.company)).filter(isPlainCompanyName).slice(0, limit)
}
