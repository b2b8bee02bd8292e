import { inboxCsv, inboxQueryProblem } from '@/data/inbox'

import { listCsvExport } from '@/app/api/_lib/listExport'
import { otherMethods } from '@/app/api/_lib/route'

/**
 * GET /api/admin/enquiries.csv: the enquiries the admin list shows, as a CSV download, with the
 * list's own query string. Staff of the inbox only (the admin session cookie or an Authorization
 * token): 401 without.
 */
export const GET = listCsvExport('inbox', 'enquiries', { problem: inboxQueryProblem, csv: inboxCsv })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
