'use client'

import { useEffect, useRef } from 'react'

import { ClientLink as Link } from '@/i18n/ClientLink'
import { useLocale } from '@/i18n/client'
import { languageTag, type Locale, locales } from '@/rules/language'

import styles from './LanguageSwitch.module.css'
import { rememberLanguage, useSwitchAddress } from './menu/useLanguageChoice'
import { useHoverMenu } from './menu/useHoverMenu'

export interface LanguageSwitchProps {
  englishUrl: string
  russianUrl: string
  text: { language: string; currentLanguage: string; externalEnglishSite: string; opensInNewTab: string }
  /** The site's languages, each named in itself (siteLanguageNames: the words stay on the server). */
  names: Record<string, string>
}

// A click right after the pointer opened the menu is the visitor reaching for it, not asking to
// close it again.
const hoverClickGraceMs = 600

/**
 * Spec §2.5/§4: the language drop-down. The site's languages (SITE_LANGUAGES) are served here and
 * keep the visitor on the same page (query and hash included); the Russian and the English external
 * sites open in a new tab, each only when configured (Russian only while the site does not serve it).
 */
export function LanguageSwitch({ englishUrl, russianUrl, text, names }: LanguageSwitchProps) {
  const current = useLocale()
  const menu = useHoverMenu<'language'>()
  const isOpen = menu.open === 'language'
  const openedAt = useRef(0)
  useEffect(() => {
    if (isOpen) openedAt.current = Date.now()
  }, [isOpen])
  return (
    <nav className={styles.root} aria-label={text.language}>
      <ul className={styles.list}>
        <li className={styles.item} {...menu.itemProps('language')}>
          <button
            ref={menu.triggerRef('language')}
            type="button"
            className={styles.trigger}
            aria-expanded={isOpen}
            aria-controls="language-menu"
            data-state={isOpen ? 'open' : 'closed'}
            onKeyDown={(event) => menu.onTriggerKeyDown('language', event)}
            onClick={(event) => {
              // A click right after the pointer opened the menu is the visitor reaching for it.
              if (isOpen && event.detail > 0 && Date.now() - openedAt.current < hoverClickGraceMs) return
              menu.setOpen(isOpen ? '' : 'language')
            }}
          >
            <span className={styles.globe} aria-hidden="true" />
            <span className="visually-hidden">{text.currentLanguage}: </span>
            <span lang={languageTag(current)}>{names[current]}</span>
            <span className={styles.chevron} aria-hidden="true" />
          </button>
          {isOpen && (
            <div id="language-menu" className={styles.menu} data-state="open" {...menu.panelProps('language')}>
              <LanguageOptions current={current} englishUrl={englishUrl} russianUrl={russianUrl} text={text} names={names} />
            </div>
          )}
        </li>
      </ul>
    </nav>
  )
}

/** Mounted only while the menu is open, so it always reads the current address. */
function LanguageOptions({ current, englishUrl, russianUrl, text, names }: LanguageSwitchProps & { current: Locale }) {
  const href = useSwitchAddress()
  return (
    <ul className={styles.options}>
      {locales.map((locale) => (
        <li key={locale}>
          <Link
            href={href}
            // The current language links to this page as it is, the other one to the same page
            // in that language.
            locale={locale === current ? undefined : locale}
            lang={languageTag(locale)}
            hrefLang={languageTag(locale)}
            className={styles.option}
            aria-current={locale === current ? 'page' : undefined}
            data-active={locale === current ? '' : undefined}
            onClick={() => rememberLanguage(locale)}
          >
            {names[locale]}
            {locale === current && <span className={styles.check} aria-hidden="true" />}
          </Link>
        </li>
      ))}
      {(russianUrl || englishUrl) && <li role="separator" className={styles.separator} />}
      {russianUrl && (
        <li>
          <ExternalSite href={russianUrl} lang="ru" label="Русский" opensInNewTab={text.opensInNewTab} />
        </li>
      )}
      {englishUrl && (
        <li>
          <ExternalSite href={englishUrl} lang="en" label={text.externalEnglishSite} opensInNewTab={text.opensInNewTab} />
        </li>
      )}
    </ul>
  )
}

function ExternalSite({ href, lang, label, opensInNewTab }: { href: string; lang: string; label: string; opensInNewTab: string }) {
  return (
    <a href={href} hrefLang={lang} target="_blank" rel="noopener" className={styles.option}>
      {label}
      <span className="visually-hidden">{opensInNewTab}</span>
      <span className={styles.external} aria-hidden="true" />
    </a>
  )
}
