'use client'

import { useLocale, useTranslations } from 'next-intl'

import { Link, usePathname } from '@/i18n/navigation'
import { locales, languageStorageKey, type Locale } from '@/rules/language'

import styles from './Header.module.css'

const labels: Record<Locale, string> = { zh: '中文', en: 'English' }

/** Spec §2.5/§4: both languages are served here; the choice is remembered under `language`. */
export function LanguageSwitch({ russianUrl }: { russianUrl: string }) {
  const current = useLocale() as Locale
  const pathname = usePathname()
  const t = useTranslations('nav')
  return (
    <nav aria-label={t('language')} className={styles.languages}>
      {locales.map((locale) => (
        <Link
          key={locale}
          href={pathname}
          locale={locale}
          aria-current={locale === current ? 'true' : undefined}
          className={locale === current ? styles.languageActive : styles.language}
          onClick={() => window.localStorage.setItem(languageStorageKey, locale)}
        >
          {labels[locale]}
        </Link>
      ))}
      {russianUrl && (
        <a href={russianUrl} className={styles.language} rel="noopener" target="_blank" hrefLang="ru">
          Русский
        </a>
      )}
    </nav>
  )
}
