import type { NextRequest } from 'next/server'
import { parse } from 'qs-esm'

import { inboxCsv, inboxQueryProblem } from '@/data/inbox'

import { requestAdministrator } from '@/app/api/_lib/auth'
import { csvDownload } from '@/app/api/_lib/download'
import { fail } from '@/app/api/_lib/envelope'
import { handle } from '@/app/api/_lib/handle'
import { fallbackLocale, queryLanguage } from '@/app/api/_lib/language'
import { otherMethods } from '@/app/api/_lib/route'
import { message } from '@/rules/messages'

/**
 * GET /api/admin/enquiries.csv: the enquiries the admin list shows, as a CSV download. It takes
 * the list's own query string (`where[…]`, `search`, `sort`, parsed as Payload parses it), so the
 * export button passes the list's address on; `language` (zh by default) is the column titles'
 * language. Administrators only (the admin session cookie or an Authorization token): 401 without.
 */
export const GET = handle(async (request: NextRequest) => {
  const errorLocale = fallbackLocale(request)
  if (!(await requestAdministrator(request))) return fail(401, message('unauthorized', errorLocale), { data: { status: 401 } })
  const locale = queryLanguage(request.nextUrl.searchParams)
  if (!locale) return fail(400, message('invalidLanguage', errorLocale), { data: { status: 400, field: 'language' } })
  const { where, search, sort } = parse(request.nextUrl.search.slice(1), { depth: 10 }) as Record<string, unknown>
  const query = { where, search: typeof search === 'string' ? search : undefined, sort: typeof sort === 'string' ? sort : undefined }
  const problem = await inboxQueryProblem(query)
  if (problem) return fail(400, message('badRequest', locale, { param: problem }), { data: { status: 400, param: problem } })
  const csv = await inboxCsv(query, locale)
  return csvDownload(csv)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
