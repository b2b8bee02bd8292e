import type { AdminViewServerProps } from 'payload'

import { adminLanguage } from '../adminText'
import { secondFactorPolicy, secondFactorRequired } from '../../../rules/secondFactor'
import { sessionRole } from '../../access/roles'
import { SecondFactorForm } from './SecondFactorForm'

/**
 * /admin/second-factor (issue 26): after the password, the code from the authenticator app (or a
 * recovery code); without an enrolment, setting one up (QR code, first code, recovery codes).
 */
export function SecondFactorView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const user = req.user as { email?: string; role?: string; twoFactorEnabled?: boolean } | null
  const language = adminLanguage(req.i18n?.language)
  const back = typeof searchParams?.back === 'string' && searchParams.back.startsWith('/admin') ? searchParams.back : '/admin'
  if (!user) return null
  const mode = user.twoFactorEnabled ? (sessionRole(req.user) === null ? 'verify' : 'on') : 'enrol'
  const required = secondFactorRequired(secondFactorPolicy(), String(user.role))
  return (
    <main style={{ maxWidth: '520px', margin: '48px auto', padding: '0 24px' }} data-testid="second-factor">
      <SecondFactorForm mode={mode} language={language} back={back} email={user.email ?? ''} required={required} />
    </main>
  )
}
