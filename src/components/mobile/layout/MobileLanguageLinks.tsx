'use client'

import { useSyncExternalStore } from 'react'

import { localeCookie, pathWithoutLocale } from '@/components/layout/menu/language'
import { Link, useLocale, usePathname } from '@/i18n/navigation'
import { type Locale, languageStorageKey, locales } from '@/rules/language'

import styles from './MobileNav.module.css'

const nativeNames: Record<Locale, string> = { zh: '中文', en: 'English' }
const htmlLangs: Record<Locale, string> = { zh: 'zh-CN', en: 'en' }

const subscribeNever = () => () => {}
const browserAddress = () => pathWithoutLocale(window.location.pathname, window.location.search, window.location.hash)
const noAddressOnServer = () => null

function remember(locale: Locale) {
  try {
    window.localStorage.setItem(languageStorageKey, locale)
  } catch {
    // Storage can be off: the cookie and the address still carry the choice.
  }
  document.cookie = localeCookie(locale)
}

/** §4 in the mobile drawer: the same page in the other language, the choice remembered. */
export function MobileLanguageLinks({ label }: { label: string }) {
  const current = useLocale()
  const pathname = usePathname()
  const href = useSyncExternalStore(subscribeNever, browserAddress, noAddressOnServer) ?? pathname
  return (
    <nav className={styles.languages} aria-label={label}>
      {locales.map((locale) => (
        <Link
          key={locale}
          href={href}
          locale={locale === current ? undefined : locale}
          lang={htmlLangs[locale]}
          hrefLang={htmlLangs[locale]}
          aria-current={locale === current}
          className={styles.language}
          onClick={() => remember(locale)}
        >
          {nativeNames[locale]}
        </Link>
      ))}
    </nav>
  )
}
