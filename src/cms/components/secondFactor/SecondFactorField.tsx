'use client'

import { useAuth, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { adminText } from '../adminText'
import { secondFactorApi, secondFactorPath } from './paths'

/**
 * On a staff account (issue 26): whether two-factor sign-in is on; on your own account, the way to
 * set it up; for an administrator on someone else's, the reset (audited) for a lost phone.
 */
export function SecondFactorField() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { i18n } = useTranslation()
  const enabled = useFormFields(([fields]) => fields.twoFactorEnabled?.value === true)
  const [done, setDone] = useState(false)
  const t = (zh: string, en: string) => adminText(i18n.language, zh, en)
  if (id === undefined || !user) return null
  const own = user.id === id
  const isAdmin = (user as { role?: string }).role === 'admin'
  const reset = async () => {
    if (!window.confirm(t('确定重置此账号的两步验证？', "Reset this account's two-factor sign-in?"))) return
    const response = await fetch(`${secondFactorApi}/reset`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ user: id }) })
    if (response.ok) setDone(true)
  }
  return (
    <div style={{ margin: '0 0 24px', display: 'grid', gap: '8px' }} data-testid="second-factor-field">
      <strong>{t('两步验证', 'Two-factor sign-in')}</strong>
      <span>{done || !enabled ? t('未启用', 'Off') : t('已启用', 'On')}</span>
      {own && !enabled && <a href={secondFactorPath}>{t('设置两步验证', 'Set up two-factor sign-in')}</a>}
      {!own && isAdmin && enabled && !done && (
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={reset} data-testid="second-factor-reset">
          {t('重置两步验证', 'Reset two-factor sign-in')}
        </button>
      )}
    </div>
  )
}
