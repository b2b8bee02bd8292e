'use client'

import { rememberLanguage, useSwitchAddress } from '@/components/layout/menu/useLanguageChoice'
import { ClientLink as Link } from '@/i18n/ClientLink'
import { useLocale } from '@/i18n/client'
import { languageTag, locales } from '@/rules/language'

import styles from './MobileNav.module.css'

/**
 * §4 in the mobile drawer: the same page in each of the site's languages, the choice remembered;
 * `names` each language named in itself (siteLanguageNames: the words stay on the server).
 */
export function MobileLanguageLinks({ label, names }: { label: string; names: Record<string, string> }) {
  const current = useLocale()
  const href = useSwitchAddress()
  return (
    <nav className={styles.languages} aria-label={label}>
      {locales.map((locale) => (
        <Link
          key={locale}
          href={href}
          locale={locale === current ? undefined : locale}
          lang={languageTag(locale)}
          hrefLang={languageTag(locale)}
          aria-current={locale === current}
          className={styles.language}
          onClick={() => rememberLanguage(locale)}
        >
          {names[locale]}
        </Link>
      ))}
    </nav>
  )
}
