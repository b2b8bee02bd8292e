'use client'

import { useState, type FormEvent } from 'react'

import type { Locale } from '../../../rules/language'
import { secondFactorApi } from './paths'

type Mode = 'verify' | 'enrol' | 'on'
interface Props {
  mode: Mode
  language: Locale
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
  const t = (zh: string, en: string) => (language === 'zh' ? zh : en)
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
    if (!ok) return setError(errorOf(data) || t('验证码不正确。', 'The code is not right.'))
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
      <label htmlFor="second-factor-code">{mode === 'verify' ? t('验证器中的 6 位验证码，或一个恢复码', 'The 6-digit code from your authenticator app, or a recovery code') : t('验证器显示的 6 位验证码', 'The 6-digit code your app shows')}</label>
      <input id="second-factor-code" name="code" style={input} autoComplete="one-time-code" inputMode={mode === 'verify' ? 'text' : 'numeric'} autoFocus value={code} onChange={(event) => setCode(event.target.value)} />
      {error && <p role="alert" style={{ color: 'var(--theme-error-500)' }}>{error}</p>}
      <button type="submit" className="btn btn--style-primary" disabled={busy || !code.trim()}>
        {t('确认', 'Confirm')}
      </button>
    </form>
  )

  if (recoveryCodes) {
    return (
      <section style={box} data-testid="recovery-codes">
        <h1>{t('保存恢复码', 'Save your recovery codes')}</h1>
        <p>{t('手机丢失时，每个恢复码可代替验证码使用一次。它们只显示这一次。', 'If you lose your phone, each code signs you in once instead of the app. They are shown only this once.')}</p>
        <ul style={{ fontFamily: 'monospace', fontSize: '16px', columns: 2 }}>{recoveryCodes.map((one) => <li key={one}>{one}</li>)}</ul>
        <a className="btn btn--style-primary" href={back}>{t('已保存，继续', 'Saved, continue')}</a>
      </section>
    )
  }
  if (mode === 'on') return <section style={box}><h1>{t('两步验证已启用', 'Two-factor sign-in is on')}</h1><p>{email}</p><a href="/admin">{t('返回', 'Back')}</a></section>
  if (mode === 'verify') {
    return (
      <section style={box}>
        <h1>{t('两步验证', 'Two-factor sign-in')}</h1>
        <p>{email}</p>
        {codeField}
        <a href="/admin/logout">{t('退出登录', 'Sign out')}</a>
      </section>
    )
  }
  return (
    <section style={box}>
      <h1>{t('设置两步验证', 'Set up two-factor sign-in')}</h1>
      {required && <p>{t('本站要求您的账号使用两步验证，设置后才能继续。', 'This site requires two-factor sign-in for your account before you go on.')}</p>}
      {!setup ? (
        <>
          <p>{t('用手机上的验证器（如 Microsoft Authenticator、Google Authenticator）扫描二维码。', 'Scan a QR code with an authenticator app on your phone (Microsoft Authenticator, Google Authenticator, …).')}</p>
          <form onSubmit={start} style={box}>
            <label htmlFor="second-factor-password">{t('请输入当前密码以继续', 'Your current password, to go on')}</label>
            <input id="second-factor-password" name="password" type="password" style={passwordInput} autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            <button type="submit" className="btn btn--style-primary" disabled={busy || !password} data-testid="second-factor-start">{t('开始设置', 'Start')}</button>
          </form>
          {error && <p role="alert">{error}</p>}
        </>
      ) : (
        <>
          {/* The QR code is an SVG our own server drew (no request leaves the site). */}
          <div style={{ width: '220px', background: '#fff' }} dangerouslySetInnerHTML={{ __html: setup.qrSvg }} data-testid="second-factor-qr" />
          <p>
            {t('无法扫描时，手动输入密钥：', 'Cannot scan? Type this key instead:')} <code data-testid="second-factor-secret">{setup.secret}</code>
          </p>
          {codeField}
        </>
      )}
      {!required && <a href="/admin">{t('以后再说', 'Not now')}</a>}
    </section>
  )
}
