'use client'

import { useAuth, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { type FormEvent, useState } from 'react'

import type { Label } from '../../../rules/choices'
import { pick } from '../adminText'
import { secondFactorApi, secondFactorPath } from './paths'

/**
 * On a staff account (issue 26): whether two-factor sign-in is on; on your own account, the way to
 * set it up or (issue 37) turn it off; for an administrator on someone else's, the reset (audited)
 * for a lost phone. Turning off and resetting ask for your current password (issue 37).
 */
export function SecondFactorField() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const { i18n } = useTranslation()
  const enabled = useFormFields(([fields]) => fields.twoFactorEnabled?.value === true)
  const [done, setDone] = useState(false)
  const [asking, setAsking] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const t = (label: Label) => pick(label, i18n.language)
  if (id === undefined || !user) return null
  const own = user.id === id
  const isAdmin = (user as { role?: string }).role === 'admin'
  const canAct = enabled && !done && (own || isAdmin)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const response = await fetch(`${secondFactorApi}/${own ? 'disable' : 'reset'}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(own ? { password } : { user: id, password }),
    })
    setPassword('')
    if (response.ok) return setDone(true)
    const body = (await response.json().catch(() => ({}))) as { errors?: { message?: string }[] }
    setError(body.errors?.[0]?.message ?? t({ zh: '操作失败。', en: 'That did not work.', ru: 'Не удалось выполнить действие.' }))
  }
  return (
    <div style={{ margin: '0 0 24px', display: 'grid', gap: '8px' }} data-testid="second-factor-field">
      <strong>{t({ zh: '两步验证', en: 'Two-factor sign-in', ru: 'Двухфакторный вход' })}</strong>
      <span>{done || !enabled ? t({ zh: '未启用', en: 'Off', ru: 'Выключен' }) : t({ zh: '已启用', en: 'On', ru: 'Включён' })}</span>
      {own && (!enabled || done) && <a href={secondFactorPath}>{t({ zh: '设置两步验证', en: 'Set up two-factor sign-in', ru: 'Настроить двухфакторный вход' })}</a>}
      {canAct && !asking && (
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => setAsking(true)} data-testid="second-factor-reset">
          {own ? t({ zh: '关闭两步验证', en: 'Turn off two-factor sign-in', ru: 'Отключить двухфакторный вход' }) : t({ zh: '重置两步验证', en: 'Reset two-factor sign-in', ru: 'Сбросить двухфакторный вход' })}
        </button>
      )}
      {canAct && asking && (
        <form onSubmit={submit} style={{ display: 'grid', gap: '6px' }}>
          <label htmlFor="second-factor-confirm-password">{t({ zh: '请输入您的当前密码以确认', en: 'Your current password, to confirm', ru: 'Для подтверждения введите текущий пароль' })}</label>
          <input id="second-factor-confirm-password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          <button type="submit" className="btn btn--style-primary btn--size-small" disabled={!password} data-testid="second-factor-confirm">
            {t({ zh: '确认', en: 'Confirm', ru: 'Подтвердить' })}
          </button>
          {error && <p role="alert" style={{ color: 'var(--theme-error-500)', margin: 0 }}>{error}</p>}
        </form>
      )}
    </div>
  )
}
