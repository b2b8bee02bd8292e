import { stringify } from 'qs-esm'

import type { Locale } from '../../../rules/language'

/** Admin addresses of the inbox (the dashboard links here; the list bar exports from here). */
export const inboxListPath = '/admin/collections/enquiries'

/** The list filtered by a `where`, as Payload's list view reads its address. */
export const inboxListUrl = (where: Record<string, unknown>) => `${inboxListPath}?${stringify({ where }, { addQueryPrefix: false })}`

export const newEnquiriesUrl = inboxListUrl({ status: { equals: 'new' } })

/** The CSV of what the list shows: its own query (where, search, sort) and the admin's language. */
export function inboxCsvUrl(query: { where?: unknown; search?: unknown; sort?: unknown }, language: Locale): string {
  const { where, search, sort } = query
  return `/api/admin/enquiries.csv?${stringify({ language, where, search: search || undefined, sort: sort || undefined })}`
}
