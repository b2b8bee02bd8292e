import type { Endpoint, Payload, Validate } from 'payload'

import { rolesFor, roleMay } from '../../../rules/roles'
import { requestRole } from '../../access'
import { pick } from '../../components/adminText'

export interface Assignee {
  id: number
  email: string
  name: string | null
}

/** Everyone who works the inbox (sales staff and administrators): who an enquiry may be given to. */
export async function inboxAssignees(payload: Payload): Promise<Assignee[]> {
  const { docs } = await payload.find({ collection: 'users', where: { role: { in: rolesFor('inbox') } }, sort: 'email', limit: 500, depth: 0, overrideAccess: true, select: { email: true, name: true } })
  return docs.map((user) => ({ id: user.id, email: user.email, name: user.name ?? null }))
}

/**
 * GET /api/cms/enquiries/assignees (issue 38): the inbox's assignee list, for the inbox's staff.
 * Staff accounts stay unreadable to anyone but their owner and administrators (issue 26); this
 * names the inbox's own people, and nothing else of them, to those who assign enquiries.
 */
export const assigneesEndpoint: Endpoint = {
  path: '/assignees',
  method: 'get',
  handler: async (req) => {
    if (!roleMay(requestRole(req), 'inbox')) return Response.json({ message: 'Forbidden' }, { status: 403 })
    return Response.json({ assignees: await inboxAssignees(req.payload) }, { headers: { 'Cache-Control': 'no-store' } })
  },
}

const idOf = (value: unknown): unknown => (typeof value === 'object' && value !== null ? (value as { id?: unknown; value?: unknown }).id ?? (value as { value?: unknown }).value : value)

/**
 * An enquiry's assignee works the inbox. Checked as the server (Payload's own check of a
 * relationship's `filterOptions` reads the accounts as the person saving, who may read only their
 * own). An assignee kept from before (someone who has since changed role) does not block the save.
 */
export const validateAssignee: Validate = async (value, { req, previousValue }) => {
  const id = idOf(value)
  if (id === null || id === undefined || id === '' || String(id) === String(idOf(previousValue))) return true
  const { totalDocs } = await req.payload.count({ collection: 'users', where: { and: [{ id: { equals: id } }, { role: { in: rolesFor('inbox') } }] }, overrideAccess: true, req })
  return totalDocs > 0 || pick({ zh: '负责人须是处理咨询的同事。', en: 'The assignee must be someone who works the inbox.', ru: 'Ответственным может быть только сотрудник, который обрабатывает обращения.' }, req.i18n?.language)
}
