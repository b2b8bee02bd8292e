'use client'

import { useRouter } from 'next/navigation'
import { type MouseEvent, type RefObject, useEffect, useState } from 'react'

import type { Locale } from '@/rules/language'
import { searchSuggestDebounceMs, searchSuggestionCount } from '@/rules/limits'
import { mobileHref } from '@/rules/routes'
import type { SearchType } from '@/rules/search'

import { Highlighted } from './Highlighted'
import type { ComboboxState } from './SearchBox'
import styles from './SearchBox.module.css'
import type { SearchBoxText } from './text'

interface Suggestion {
  type: SearchType
  id: string
  title: string
  /** The desktop address in the page's language. */
  url: string
}

type Props = {
  input: RefObject<HTMLInputElement | null>
  listboxId: string
  locale: Locale
  mobile: boolean
  text: SearchBoxText
  onChange: (state: ComboboxState) => void
}

/** The first results of the site's search call for `query`; none when it fails. */
async function fetchSuggestions(locale: Locale, query: string, signal: AbortSignal): Promise<Suggestion[]> {
  const response = await fetch(`/api/front/search?language=${locale}&q=${encodeURIComponent(query)}`, { signal })
  if (!response.ok) return []
  const body = (await response.json()) as { data?: { items?: Suggestion[] } }
  return (body.data?.items ?? []).slice(0, searchSuggestionCount)
}

/**
 * The suggestion list of a SearchBox (loaded on its first use): fetched ~200 ms after typing
 * stops, shown under the input, and driven from the input as the WAI-ARIA combobox pattern asks:
 * Down/Up move through the options (aria-activedescendant), Enter opens the chosen one, Escape
 * closes the list. The last option searches for the whole query on the search page.
 */
export default function SearchSuggestions({ input, listboxId, locale, mobile, text, onChange }: Props) {
  const router = useRouter()
  const [query, setQuery] = useState(() => input.current?.value.trim() ?? '')
  const [open, setOpen] = useState(true)
  const [found, setFound] = useState<{ query: string; items: Suggestion[] } | null>(null)
  const [active, setActive] = useState(-1)

  const items = found?.query === query ? found.items : []
  const optionCount = items.length + 1
  const expanded = open && query !== ''
  const optionId = (index: number) => `${listboxId}-${index}`

  useEffect(() => onChange({ expanded, activeId: expanded && active >= 0 ? `${listboxId}-${active}` : undefined }), [expanded, active, listboxId, onChange])

  useEffect(() => {
    if (!query) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetchSuggestions(locale, query, controller.signal).then(
        (list) => setFound({ query, items: list }),
        () => controller.signal.aborted || setFound({ query, items: [] }),
      )
    }, searchSuggestDebounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [locale, query])

  const choose = (index: number) => {
    const item = items[index]
    setOpen(false)
    setActive(-1)
    if (item) router.push(mobile ? mobileHref(item.url) : item.url)
    else input.current?.form?.requestSubmit()
  }

  // What was typed while this code was loading.
  useEffect(() => setQuery(input.current?.value.trim() ?? ''), [input])

  useEffect(() => {
    const field = input.current
    if (!field) return
    const onInput = () => {
      setQuery(field.value.trim())
      setOpen(true)
      setActive(-1)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing) return // an input method is still composing (Chinese)
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!field.value.trim()) return
        event.preventDefault()
        const down = event.key === 'ArrowDown'
        setOpen(true)
        setActive((current) => (current < 0 ? (down ? 0 : optionCount - 1) : (current + (down ? 1 : -1) + optionCount) % optionCount))
      } else if (event.key === 'Enter' && expanded && active >= 0) {
        event.preventDefault()
        choose(active)
      } else if (event.key === 'Escape' && expanded) {
        event.preventDefault() // keeps the text (a search field clears on Escape) and the drawer open
        event.stopPropagation()
        setOpen(false)
        setActive(-1)
      }
    }
    const onBlur = () => {
      setOpen(false)
      setActive(-1)
    }
    const onFocus = () => setOpen(true)
    field.addEventListener('input', onInput)
    field.addEventListener('keydown', onKeyDown)
    field.addEventListener('blur', onBlur)
    field.addEventListener('focus', onFocus)
    return () => {
      field.removeEventListener('input', onInput)
      field.removeEventListener('keydown', onKeyDown)
      field.removeEventListener('blur', onBlur)
      field.removeEventListener('focus', onFocus)
    }
  })

  const terms = query.toLowerCase().split(/\s+/).filter(Boolean)
  const optionProps = (index: number) => ({
    id: optionId(index),
    role: 'option' as const,
    'aria-selected': index === active,
    className: styles.option,
    // The input keeps the focus (and the list stays open) while the pointer chooses.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
    onClick: () => choose(index),
  })
  return (
    <div className={styles.popup} hidden={!expanded} data-testid="search-suggestions-popup">
      <ul id={listboxId} role="listbox" aria-label={text.suggestions} className={styles.listbox}>
        {items.map((item, index) => (
          <li key={`${item.type}-${item.id}`} {...optionProps(index)}>
            <span className={styles.optionType}>{text.types[item.type]}</span>
            <span className={styles.optionTitle}>
              <Highlighted text={item.title} terms={terms} />
            </span>
          </li>
        ))}
        <li {...optionProps(items.length)} data-see-all="">
          {text.seeAll.replace('{query}', query)}
        </li>
      </ul>
      {found?.query === query && items.length === 0 && <p className={styles.none}>{text.noSuggestions}</p>}
    </div>
  )
}
