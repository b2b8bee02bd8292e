'use client'

import { useEffect, useRef } from 'react'

import { ClientLink as Link } from '@/i18n/ClientLink'
import { useLocale } from '@/i18n/client'
import { type Locale, locales } from '@/rules/language'

import styles from './LanguageSwitch.module.css'
import { htmlLangs, nativeLanguageNames, rememberLanguage, useSwitchAddress } from './menu/useLanguageChoice'
import { useHoverMenu } from './menu/useHoverMenu'

export interface LanguageSwitchProps {
  englishUrl: string
  russianUrl: string
  text: { language: string; currentLanguage: string; externalEnglishSite: string; opensInNewTab: string }
}

// A click right after the pointer opened the menu is the visitor reaching for it, not asking to
// close it again.
const hoverClickGraceMs = 600

/**
 * Spec §2.5/§4: the language drop-down. 中文 and English are both served here and keep the
 * visitor on the same page (query and hash included); the Russian and the English external sites
 * open in a new tab, each only when configured.
 */
export function LanguageSwitch({ englishUrl, russianUrl, text }: LanguageSwitchProps) {
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
            <GlobeIcon />
            <span className="visually-hidden">{text.currentLanguage}: </span>
            <span lang={htmlLangs[current]}>{nativeLanguageNames[current]}</span>
            <svg className={styles.chevron} width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
              <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          {isOpen && (
            <div id="language-menu" className={styles.menu} data-state="open" {...menu.panelProps('language')}>
              <LanguageOptions current={current} englishUrl={englishUrl} russianUrl={russianUrl} text={text} />
            </div>
          )}
        </li>
      </ul>
    </nav>
  )
}

/** Mounted only while the menu is open, so it always reads the current address. */
function LanguageOptions({ current, englishUrl, russianUrl, text }: LanguageSwitchProps & { current: Locale }) {
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
            lang={htmlLangs[locale]}
            hrefLang={htmlLangs[locale]}
            className={styles.option}
            aria-current={locale === current ? 'page' : undefined}
            data-active={locale === current ? '' : undefined}
            onClick={() => rememberLanguage(locale)}
          >
            {nativeLanguageNames[locale]}
            {locale === current && <CheckIcon />}
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
      <svg className={styles.external} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M5 2H2v8h8V7M7 2h3v3M10 2 5.5 6.5" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  )
}

function GlobeIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.3">
        <circle cx="8" cy="8" r="6.3" />
        <path d="M1.7 8h12.6M8 1.7c-3.4 3.6-3.4 9 0 12.6M8 1.7c3.4 3.6 3.4 9 0 12.6" />
      </g>
    </svg>
  )
}

function CheckIcon() {
  return (
    <svg className={styles.check} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="m2 6.5 2.6 2.5L10 3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
