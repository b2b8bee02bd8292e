'use client'

import { useState } from 'react'

import type { Label } from '../../../rules/choices'
import type { WrittenLocale } from '../../../rules/language'
import { pick } from '../adminText'

interface Props {
  codes: string[]
  email: string
  language: WrittenLocale
  back: string
}

const box = { display: 'grid', gap: '14px' } as const
const actions = { display: 'flex', gap: '12px', flexWrap: 'wrap' } as const

/**
 * The ten recovery codes, shown once after enrolment (issue 26), with a way to keep them that is
 * not copying by hand (issue 38): copied to the clipboard in one go, or saved as a text file.
 */
export function RecoveryCodes({ codes, email, language, back }: Props) {
  const t = (label: Label) => pick(label, language)
  const [told, setTold] = useState('')
  const text = [t({ zh: `${email} 的两步验证恢复码（每个只能用一次）：`, en: `Two-factor recovery codes for ${email} (each works once):`, ru: `Коды восстановления двухфакторного входа для ${email} (каждый действует один раз):` }), '', ...codes, ''].join('\n')

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setTold(t({ zh: '已复制 10 个恢复码。', en: 'The 10 codes are copied.', ru: '10 кодов восстановления скопированы.' }))
    } catch {
      setTold(t({ zh: '无法复制，请下载文件或手动记下。', en: 'They could not be copied: download the file, or write them down.', ru: 'Не удалось скопировать коды: скачайте файл или перепишите их.' }))
    }
  }
  const download = () => {
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
    link.download = `recovery-codes-${email.replace(/[^a-z0-9.-]+/gi, '-')}.txt`
    link.click()
    URL.revokeObjectURL(link.href)
    setTold(t({ zh: '恢复码文件已下载。', en: 'The file with the codes is downloaded.', ru: 'Файл с кодами восстановления скачан.' }))
  }

  return (
    <section style={box} data-testid="recovery-codes">
      <h1>{t({ zh: '保存恢复码', en: 'Save your recovery codes', ru: 'Сохраните коды восстановления' })}</h1>
      <p>{t({ zh: '手机丢失时，每个恢复码可代替验证码使用一次。它们只显示这一次。', en: 'If you lose your phone, each code signs you in once instead of the app. They are shown only this once.', ru: 'Если вы потеряете телефон, каждый код позволит один раз войти без приложения. Коды показываются только сейчас.' })}</p>
      <ul style={{ fontFamily: 'monospace', fontSize: '16px', columns: 2 }}>
        {codes.map((one) => (
          <li key={one}>{one}</li>
        ))}
      </ul>
      <div style={actions}>
        <button type="button" className="btn btn--style-secondary" onClick={copy}>
          {t({ zh: '复制恢复码', en: 'Copy the codes', ru: 'Скопировать коды' })}
        </button>
        <button type="button" className="btn btn--style-secondary" onClick={download}>
          {t({ zh: '下载为文件', en: 'Download as a file', ru: 'Скачать файлом' })}
        </button>
      </div>
      <p role="status" aria-live="polite" style={{ minHeight: '1.5em', margin: 0 }}>
        {told}
      </p>
      <a className="btn btn--style-primary" href={back}>
        {t({ zh: '已保存，继续', en: 'Saved, continue', ru: 'Коды сохранены, продолжить' })}
      </a>
    </section>
  )
}
