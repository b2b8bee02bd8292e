import { parse } from 'qs-esm'

import { recordCsvExport } from '@/data/audit'
import { inboxCsv, inboxQueryProblem } from '@/data/inbox'

import { csvDownload } from '@/app/api/_lib/download'
import { fail } from '@/app/api/_lib/envelope'
import { adminGet, otherMethods } from '@/app/api/_lib/route'
import { message } from '@/rules/messages'

/**
 * GET /api/admin/enquiries.csv: the enquiries the admin list shows, as a CSV download. It takes
 * the list's own query string (`where[…]`, `search`, `sort`, parsed as Payload parses it), so the
 * export button passes the list's address on; `language` (zh by default) is the column titles'
 * language. Administrators only (the admin session cookie or an Authorization token): 401 without.
 */
export const GET = adminGet('inbox', {}, async ({ request, locale, visitor, administrator }) => {
  const { where, search, sort } = parse(request.nextUrl.search.slice(1), { depth: 10 }) as Record<string, unknown>
  const query = { where, search: typeof search === 'string' ? search : undefined, sort: typeof sort === 'string' ? sort : undefined }
  const problem = await inboxQueryProblem(query)
  if (problem) return fail(400, message('badRequest', visitor.locale, { param: problem }), { data: { status: 400, param: problem } })
  const download = await inboxCsv(query, locale)
  await recordCsvExport(administrator, visitor.ip, 'enquiries')
  return csvDownload(download)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
