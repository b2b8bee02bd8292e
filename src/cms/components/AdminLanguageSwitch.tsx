'use client'

import { useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

import { adminLanguage, pick } from './adminText'
import { languageTag, type WrittenLocale, writtenLocales } from '../../rules/language'
import { nativeLanguageName } from '../../rules/languageNames'

/**
 * Issue 31: the admin's own language in its top bar (it was found only under Account). Payload
 * keeps the choice as the user's preference, as the Account page does.
 */
export function AdminLanguageSwitch() {
  const { i18n, switchLanguage } = useTranslation()
  const current = adminLanguage(i18n.language)
  const [pending, setPending] = useState<WrittenLocale | null>(null)
  const choose = async (language: WrittenLocale) => {
    if (language === current || !switchLanguage) return
    setPending(language)
    try {
      await switchLanguage(language)
    } finally {
      setPending(null)
    }
  }
  return (
    <div role="group" aria-label={pick({ zh: '后台语言', en: 'Admin language', ru: 'Язык панели управления' }, i18n.language)} style={{ display: 'flex', gap: 4 }} data-testid="admin-language-switch">
      {writtenLocales.map((language) => (
        <button
          key={language}
          type="button"
          lang={languageTag(language)}
          aria-pressed={language === current}
          disabled={pending !== null}
          onClick={() => void choose(language)}
          style={{
            padding: '4px 10px',
            borderRadius: 4,
            border: '1px solid var(--theme-elevation-250)',
            background: language === current ? 'var(--theme-elevation-100)' : 'transparent',
            color: 'var(--theme-text)',
            fontWeight: language === current ? 600 : 400,
            cursor: language === current ? 'default' : 'pointer',
          }}
        >
          {nativeLanguageName(language)}
        </button>
      ))}
    </div>
  )
}
