import { parse } from 'qs-esm'

import { auditCsv, auditQueryProblem, recordCsvExport } from '@/data/audit'

import { csvDownload } from '@/app/api/_lib/download'
import { fail } from '@/app/api/_lib/envelope'
import { adminGet, otherMethods } from '@/app/api/_lib/route'
import { message } from '@/rules/messages'

/**
 * GET /api/admin/audit.csv (issue 26): the audit entries the admin list shows, as a CSV download.
 * It takes the list's own query string (`where[…]`, `search`, `sort`); `language` (zh by default)
 * is the column titles' language. Administrators only: 401 without a session, 403 for other roles.
 */
export const GET = adminGet('audit', {}, async ({ request, locale, visitor, administrator }) => {
  const { where, search, sort } = parse(request.nextUrl.search.slice(1), { depth: 10 }) as Record<string, unknown>
  const query = { where, search: typeof search === 'string' ? search : undefined, sort: typeof sort === 'string' ? sort : undefined }
  const problem = await auditQueryProblem(query)
  if (problem) return fail(400, message('badRequest', visitor.locale, { param: problem }), { data: { status: 400, param: problem } })
  const download = await auditCsv(query, locale)
  await recordCsvExport(administrator, visitor.ip, 'audit-log')
  return csvDownload(download)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
