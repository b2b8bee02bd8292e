'use client'

import { useState } from 'react'

import type { Locale } from '../../../rules/language'
import { adminText } from '../adminText'

interface Props {
  codes: string[]
  email: string
  language: Locale
  back: string
}

const box = { display: 'grid', gap: '14px' } as const
const actions = { display: 'flex', gap: '12px', flexWrap: 'wrap' } as const

/**
 * The ten recovery codes, shown once after enrolment (issue 26), with a way to keep them that is
 * not copying by hand (issue 38): copied to the clipboard in one go, or saved as a text file.
 */
export function RecoveryCodes({ codes, email, language, back }: Props) {
  const t = (zh: string, en: string) => adminText(language, zh, en)
  const [told, setTold] = useState('')
  const text = [t(`${email} 的两步验证恢复码（每个只能用一次）：`, `Two-factor recovery codes for ${email} (each works once):`), '', ...codes, ''].join('\n')

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setTold(t('已复制 10 个恢复码。', 'The 10 codes are copied.'))
    } catch {
      setTold(t('无法复制，请下载文件或手动记下。', 'They could not be copied: download the file, or write them down.'))
    }
  }
  const download = () => {
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
    link.download = `recovery-codes-${email.replace(/[^a-z0-9.-]+/gi, '-')}.txt`
    link.click()
    URL.revokeObjectURL(link.href)
    setTold(t('恢复码文件已下载。', 'The file with the codes is downloaded.'))
  }

  return (
    <section style={box} data-testid="recovery-codes">
      <h1>{t('保存恢复码', 'Save your recovery codes')}</h1>
      <p>{t('手机丢失时，每个恢复码可代替验证码使用一次。它们只显示这一次。', 'If you lose your phone, each code signs you in once instead of the app. They are shown only this once.')}</p>
      <ul style={{ fontFamily: 'monospace', fontSize: '16px', columns: 2 }}>
        {codes.map((one) => (
          <li key={one}>{one}</li>
        ))}
      </ul>
      <div style={actions}>
        <button type="button" className="btn btn--style-secondary" onClick={copy}>
          {t('复制恢复码', 'Copy the codes')}
        </button>
        <button type="button" className="btn btn--style-secondary" onClick={download}>
          {t('下载为文件', 'Download as a file')}
        </button>
      </div>
      <p role="status" aria-live="polite" style={{ minHeight: '1.5em', margin: 0 }}>
        {told}
      </p>
      <a className="btn btn--style-primary" href={back}>
        {t('已保存，继续', 'Saved, continue')}
      </a>
    </section>
  )
}
