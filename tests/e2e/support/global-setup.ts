import { type FullConfig, request } from '@playwright/test'

import { adminSessionVariable } from './events'

/*
 * One administrator session for the whole run, made before any test starts. Payload writes a
 * login's session into the account's list of sessions from the copy it read before checking the
 * password, so two logins of one account at the same moment can each write over the other's new
 * session: the loser's token is refused from then on (401, or the admin's login page). Tests of
 * both workers log in as the administrator all the time; a session made here, before all of
 * them, is in every copy they read and so is never lost.
 */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  if (!baseURL || !email || !password) return
  const api = await request.newContext({ baseURL })
  try {
    const response = await api.post('/api/cms/users/login', { data: { email, password } })
    if (!response.ok()) throw new Error(`the administrator's login for the run answered HTTP ${response.status()} (ADMIN_EMAIL, ADMIN_PASSWORD)`)
    process.env[adminSessionVariable] = ((await response.json()) as { token: string }).token
  } finally {
    await api.dispose()
  }
}
