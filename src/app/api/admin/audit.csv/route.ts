import { auditCsv, auditQueryProblem } from '@/data/audit'

import { listCsvExport } from '@/app/api/_lib/listExport'
import { otherMethods } from '@/app/api/_lib/route'

/**
 * GET /api/admin/audit.csv (issue 26): the audit entries the admin list shows, as a CSV download,
 * with the list's own query string. Administrators only: 401 without a session, 403 for other roles.
 */
export const GET = listCsvExport('audit', 'audit-log', { problem: auditQueryProblem, csv: auditCsv })

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
