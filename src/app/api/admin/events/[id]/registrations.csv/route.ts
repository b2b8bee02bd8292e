import { recordCsvExport } from '@/data/audit'
import { parseId } from '@/data/ids'
import { registrationsCsv } from '@/data/registrations'

import { csvDownload } from '@/app/api/_lib/download'
import { adminGet, otherMethods } from '@/app/api/_lib/route'

type Context = { params: Promise<{ id: string }> }

/**
 * GET /api/admin/events/{id}/registrations.csv: an event's registrations as a CSV download, for
 * administrators (the admin session cookie or an Authorization token, as the album calls); 401
 * without, 404 for an unknown event. Column titles in `language` (zh by default).
 */
export const GET = adminGet('registrations', {}, async ({ locale, notFound, visitor, administrator }, { params }: Context) => {
  const id = parseId((await params).id)
  const csv = id === null ? null : await registrationsCsv(id, locale)
  if (!csv) return notFound()
  await recordCsvExport(administrator, visitor.ip, `events:${id}/registrations`)
  return csvDownload(csv)
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
