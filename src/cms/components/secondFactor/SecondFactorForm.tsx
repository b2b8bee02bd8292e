'use client'

import { useState, type FormEvent } from 'react'

import type { Label } from '../../../rules/choices'
import type { WrittenLocale } from '../../../rules/language'
import { pick } from '../adminText'
import { secondFactorApi } from './paths'
import { RecoveryCodes } from './RecoveryCodes'

type Mode = 'verify' | 'enrol' | 'on'
interface Props {
  mode: Mode
  language: WrittenLocale
  back: string
  email: string
  required: boolean
}

const box = { display: 'grid', gap: '14px' } as const
const input = { fontSize: '20px', letterSpacing: '4px', padding: '8px 10px', width: '14ch' } as const
const passwordInput = { fontSize: '16px', padding: '8px 10px', maxWidth: '320px' } as const

async function post(path: string, body: unknown = {}): Promise<{ ok: boolean; data: Record<string, unknown> }> {
  const response = await fetch(`${secondFactorApi}/${path}`, { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
  return { ok: response.ok, data }
}
const errorOf = (data: Record<string, unknown>) => (data.errors as { message?: string }[] | undefined)?.[0]?.message ?? ''

/** The second-factor screen's forms: confirm a code, or enrol (QR code, first code, recovery codes). */
export function SecondFactorForm({ mode, language, back, email, required }: Props) {
  const t = (label: Label) => pick(label, language)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [setup, setSetup] = useState<{ qrSvg: string; secret: string } | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const { ok, data } = await post(mode === 'verify' ? 'verify' : 'enable', { code })
    setBusy(false)
    if (!ok) return setError(errorOf(data) || t({ zh: '验证码不正确。', en: 'The code is not right.', ru: 'Неверный код.' }))
    if (mode === 'verify') return window.location.assign(back)
    setRecoveryCodes(data.recoveryCodes as string[])
  }
  // Issue 37: enrolling asks for the current password, so a stolen session alone cannot.
  const start = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const { ok, data } = await post('setup', { password })
    setBusy(false)
    setPassword('')
    if (!ok) return setError(errorOf(data))
    setError('')
    setSetup({ qrSvg: String(data.qrSvg), secret: String(data.secret) })
  }
  const codeField = (
    <form onSubmit={submit} style={box}>
      <label htmlFor="second-factor-code">{mode === 'verify' ? t({ zh: '验证器中的 6 位验证码，或一个恢复码', en: 'The 6-digit code from your authenticator app, or a recovery code', ru: '6-значный код из приложения-аутентификатора или код восстановления' }) : t({ zh: '验证器显示的 6 位验证码', en: 'The 6-digit code your app shows', ru: '6-значный код из приложения' })}</label>
      <input id="second-factor-code" name="code" style={input} autoComplete="one-time-code" inputMode={mode === 'verify' ? 'text' : 'numeric'} autoFocus value={code} onChange={(event) => setCode(event.target.value)} />
      {error && <p role="alert" style={{ color: 'var(--theme-error-500)' }}>{error}</p>}
      <button type="submit" className="btn btn--style-primary" disabled={busy || !code.trim()}>
        {t({ zh: '确认', en: 'Confirm', ru: 'Подтвердить' })}
      </button>
    </form>
  )

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} email={email} language={language} back={back} />
  if (mode === 'on') return <section style={box}><h1>{t({ zh: '两步验证已启用', en: 'Two-factor sign-in is on', ru: 'Двухфакторный вход включён' })}</h1><p>{email}</p><a href="/admin">{t({ zh: '返回', en: 'Back', ru: 'Назад' })}</a></section>
  if (mode === 'verify') {
    return (
      <section style={box}>
        <h1>{t({ zh: '两步验证', en: 'Two-factor sign-in', ru: 'Двухфакторный вход' })}</h1>
        <p>{email}</p>
        {codeField}
        <a href="/admin/logout">{t({ zh: '退出登录', en: 'Sign out', ru: 'Выйти' })}</a>
      </section>
    )
  }
  return (
    <section style={box}>
      <h1>{t({ zh: '设置两步验证', en: 'Set up two-factor sign-in', ru: 'Настройка двухфакторного входа' })}</h1>
      {required && <p>{t({ zh: '本站要求您的账号使用两步验证，设置后才能继续。', en: 'This site requires two-factor sign-in for your account before you go on.', ru: 'Для вашей учётной записи на этом сайте двухфакторный вход обязателен: настройте его, чтобы продолжить.' })}</p>}
      {!setup ? (
        <>
          <p>{t({ zh: '用手机上的验证器（如 Microsoft Authenticator、Google Authenticator）扫描二维码。', en: 'Scan a QR code with an authenticator app on your phone (Microsoft Authenticator, Google Authenticator, …).', ru: 'Отсканируйте QR-код приложением-аутентификатором на телефоне (Microsoft Authenticator, Google Authenticator и др.).' })}</p>
          <form onSubmit={start} style={box}>
            <label htmlFor="second-factor-password">{t({ zh: '请输入当前密码以继续', en: 'Your current password, to go on', ru: 'Чтобы продолжить, введите текущий пароль' })}</label>
            <input id="second-factor-password" name="password" type="password" style={passwordInput} autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            <button type="submit" className="btn btn--style-primary" disabled={busy || !password} data-testid="second-factor-start">{t({ zh: '开始设置', en: 'Start', ru: 'Начать' })}</button>
          </form>
          {error && <p role="alert">{error}</p>}
        </>
      ) : (
        <>
          {/* The QR code is an SVG our own server drew (no request leaves the site). */}
          <div style={{ width: '220px', background: '#fff' }} dangerouslySetInnerHTML={{ __html: setup.qrSvg }} data-testid="second-factor-qr" />
          <p>
            {t({ zh: '无法扫描时，手动输入密钥：', en: 'Cannot scan? Type this key instead:', ru: 'Не получается отсканировать? Введите этот ключ вручную:' })} <code data-testid="second-factor-secret">{setup.secret}</code>
          </p>
          {codeField}
        </>
      )}
      {!required && <a href="/admin">{t({ zh: '以后再说', en: 'Not now', ru: 'Не сейчас' })}</a>}
    </section>
  )
}
