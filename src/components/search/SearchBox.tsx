'use client'

import { lazy, Suspense, useId, useRef, useState } from 'react'

import type { Locale } from '@/rules/language'

import styles from './SearchBox.module.css'
import type { SearchBoxText } from './text'

// The suggestions (fetching, the list, the keys) load on the first focus or keystroke, so they
// are no part of any page's first load; until then the box is a plain GET form.
const SearchSuggestions = lazy(() => import('./SearchSuggestions'))

/** What the suggestions tell the input, for its combobox attributes. */
export interface ComboboxState {
  expanded: boolean
  activeId?: string
}

type Props = {
  /** The search page's address in the page's language (/search, /en/m.search …). */
  action: string
  locale: Locale
  /** Suggestions link to the /m. twins. */
  mobile?: boolean
  variant: 'header' | 'drawer'
  text: SearchBoxText
}

/**
 * Issue 14: the search box of the desktop header and of the mobile drawer: a form to the search
 * page that works without JavaScript, and with it a combobox (WAI-ARIA pattern) of suggestions.
 */
export function SearchBox({ action, locale, mobile = false, variant, text }: Props) {
  const listboxId = `${useId()}suggestions`
  const input = useRef<HTMLInputElement>(null)
  const [wanted, setWanted] = useState(false)
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false })
  const want = () => setWanted(true)
  return (
    <form role="search" aria-label={text.label} action={action} method="get" className={styles[variant]} data-testid={`search-box-${variant}`}>
      {/* A combobox is a text input: HTML admits no combobox role on type="search" (issue 40). The
          form's search landmark and enterKeyHint keep what type="search" gave. */}
      <input
        ref={input}
        type="text"
        name="q"
        role="combobox"
        aria-label={text.label}
        aria-autocomplete="list"
        aria-expanded={combobox.expanded}
        aria-controls={listboxId}
        aria-activedescendant={combobox.activeId}
        placeholder={text.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className={styles.input}
        onFocus={want}
        onInput={want}
      />
      <button type="submit" className={styles.submit} aria-label={text.submit}>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SearchSuggestions input={input} listboxId={listboxId} locale={locale} mobile={mobile} text={text} onChange={setCombobox} />
        </Suspense>
      )}
    </form>
  )
}
