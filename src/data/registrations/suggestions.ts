/** Company-name suggestions for the registration form, from earlier registrations. */
import { companySuggestionLimit } from '@/rules/limits'

import { getPayloadClient } from '../payload'
import { queryRows } from '../sql'

/**
 * Company names of earlier registrations (any event) that start with `prefix`, ignoring case:
 * distinct, alphabetical, at most companySuggestionLimit. Nothing but the company name leaves.
 */
export async function suggestCompanies(prefix: string, limit = companySuggestionLimit): Promise<string[]> {
  const trimmed = prefix.trim()
  if (!trimmed) return []
  const payload = await getPayloadClient()
  const pattern = `${trimmed.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  const rows = await queryRows<{ company: string }>(
    payload,
    // Only registrations of published events: an unpublished event is as if it did not exist.
    (sql) => sql`SELECT MIN(r.company) AS company FROM registrations r JOIN events e ON e.id = r.event_id
      WHERE r.status = 'confirmed' AND e._status = 'published' AND LOWER(r.company) LIKE ${pattern} ESCAPE '\\'
      GROUP BY LOWER(r.company) ORDER BY LOWER(r.company) LIMIT ${limit}`,
  )
  return rows.map((row) => String(row.company))
}
