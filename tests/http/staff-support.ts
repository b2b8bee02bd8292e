/**
 * Staff accounts of each role for the HTTP tests (issue 26): created by the administrator through
 * POST /api/cms/users {email, password, role}, signed in through the REST login.
 */
import { randomBytes } from 'node:crypto'

import type { StaffRole } from '../../src/rules/roles'
import { adminToken, clientAddress, url } from './support'

export interface StaffAccount {
  id: number
  email: string
  password: string
  role: StaffRole
  token: string
}

export const jwt = (token: string) => ({ Authorization: `JWT ${token}` })

export async function rest(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url(`/api/cms${path}`), {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress(), ...(token ? jwt(token) : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  const text = await response.text()
  let parsed: Record<string, unknown> = {}
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    parsed = { text: text.slice(0, 200) }
  }
  return { status: response.status, body: parsed }
}

export async function signIn(email: string, password: string): Promise<{ status: number; token?: string; body: Record<string, unknown> }> {
  const answer = await rest('POST', '/users/login', undefined, { email, password })
  return { ...answer, token: typeof answer.body.token === 'string' ? answer.body.token : undefined }
}

/** A new account of `role`, made by the administrator, and its session token. */
export async function staffAccount(role: StaffRole, tag: string = role): Promise<StaffAccount> {
  const email = `${tag}-${randomBytes(4).toString('hex')}@example.com`
  const password = `pw-${randomBytes(8).toString('hex')}`
  const created = await rest('POST', '/users', await adminToken(), { email, password, role, name: `Test ${role}` })
  if (created.status !== 201) throw new Error(`creating a ${role}: HTTP ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`)
  const doc = created.body.doc as { id: number; role: StaffRole }
  const login = await signIn(email, password)
  if (!login.token) throw new Error(`signing in as a ${role}: HTTP ${login.status}`)
  return { id: doc.id, email, password, role: doc.role, token: login.token }
}
