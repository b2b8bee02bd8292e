import { parse } from 'qs-esm'

import { recordCsvExport } from '@/data/audit'
import type { InboxQuery } from '@/data/inbox'
import type { Locale } from '@/rules/language'
import { message } from '@/rules/messages'
import type { StaffArea } from '@/rules/roles'

import { csvDownload } from './download'
import { fail } from './envelope'
import { adminGet } from './route'

/**
 * GET of an admin list as a CSV download (the inbox, the audit trail): it takes the list's own
 * query string (`where[…]`, `search`, `sort`, parsed as Payload parses it), so the export button
 * passes the list's address on; `language` (zh by default) is the column titles' language. A query
 * the database cannot take answers 400 naming the parameter; every export is audited as `target`.
 */
export function listCsvExport(
  area: StaffArea,
  target: string,
  list: {
    problem: (query: InboxQuery) => Promise<string | null>
    csv: (query: InboxQuery, language: Locale) => Promise<{ filename: string; csv: string }>
  },
) {
  return adminGet(area, {}, async ({ request, locale, visitor, administrator }) => {
    const { where, search, sort } = parse(request.nextUrl.search.slice(1), { depth: 10 }) as Record<string, unknown>
    const query = { where, search: typeof search === 'string' ? search : undefined, sort: typeof sort === 'string' ? sort : undefined }
    const problem = await list.problem(query)
    if (problem) return fail(400, message('badRequest', visitor.locale, { param: problem }), { data: { status: 400, param: problem } })
    const download = await list.csv(query, locale)
    await recordCsvExport(administrator, visitor.ip, target)
    return csvDownload(download)
  })
}
