import type { NextRequest } from 'next/server'

import { parseId } from '@/data/ids'
import { registrationsCsv } from '@/data/registrations'

import { requestAdministrator } from '@/app/api/_lib/auth'
import { csvDownload } from '@/app/api/_lib/download'
import { fail } from '@/app/api/_lib/envelope'
import { handle } from '@/app/api/_lib/handle'
import { fallbackLocale, queryLanguage } from '@/app/api/_lib/language'
import { otherMethods } from '@/app/api/_lib/route'
import { message } from '@/rules/messages'

type Context = { params: Promise<{ id: string }> }

/**
 * GET /api/admin/events/{id}/registrations.csv: an event's registrations as a CSV download, for
 * administrators (the admin session cookie or an Authorization token, as the album calls); 401
 * without, 404 for an unknown event. Column titles in `language` (zh by default).
 */
export const GET = handle(async (request: NextRequest, { params }: Context) => {
  const errorLocale = fallbackLocale(request)
  if (!(await requestAdministrator(request))) return fail(401, message('unauthorized', errorLocale), { data: { status: 401 } })
  const locale = queryLanguage(request.nextUrl.searchParams)
  if (!locale) return fail(400, message('invalidLanguage', errorLocale), { data: { status: 400, field: 'language' } })
  const id = parseId((await params).id)
  const csv = id === null ? null : await registrationsCsv(id, locale)
  if (!csv) return fail(404, message('notFoundResource', locale), { data: { status: 404 } })
  return csvDownload(csv)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
