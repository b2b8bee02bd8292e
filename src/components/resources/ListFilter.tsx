'use client'

import { useEffect, useId, useState } from 'react'

/** One filter: a query parameter, its label, and the values the list holds (server-rendered rows). */
export interface FilterField {
  name: string
  label: string
  allLabel: string
  options: { value: string; label: string; group?: string }[]
}

export interface ListFilterProps {
  /** the filter bar's accessible name */
  label: string
  /** the element whose `[data-filter-item]` rows are filtered, by id */
  listId: string
  fields: FilterField[]
  /** "1 document" and "{count} documents": the live count's text, `{count}` replaced */
  countTexts: { one: string; other: string }
  noneText: string
  resetLabel: string
  className?: string
  /** the page's CSS module (desktop or mobile): field, label, select, reset, count */
  classNames: Readonly<Record<string, string>>
}

type Chosen = Record<string, string>

/** Whether a row's `data-<name>` (space-separated values) holds every chosen value. */
const matches = (row: HTMLElement, chosen: Chosen) =>
  Object.entries(chosen).every(([name, value]) => !value || (row.dataset[name] ?? '').split(' ').includes(value))

function readQuery(fields: FilterField[]): Chosen {
  const query = new URLSearchParams(window.location.search)
  return Object.fromEntries(
    fields.map((field) => {
      const value = query.get(field.name) ?? ''
      return [field.name, field.options.some((option) => option.value === value) ? value : '']
    }),
  )
}

/**
 * Issue 29: the filters of the download centre, case studies and where-to-buy pages. The pages
 * are static and list every entry; this hides the rows (and the groups left empty) that do not
 * match, keeps the choice in the address (`?product=rt-t7&type=driver`, shareable, and what other
 * pages link to) and tells screen readers how many are left. Without JavaScript it is not shown
 * (`data-needs-script`, styles/global.css) and the whole list stays.
 */
export function ListFilter({ label, listId, fields, countTexts, noneText, resetLabel, className, classNames }: ListFilterProps) {
  const id = useId()
  const [chosen, setChosen] = useState<Chosen>({})
  const [count, setCount] = useState<number | null>(null)

  // The address's choice, once on the client.
  useEffect(() => setChosen(readQuery(fields)), [fields])

  useEffect(() => {
    const list = document.getElementById(listId)
    if (!list) return
    let shown = 0
    for (const row of list.querySelectorAll<HTMLElement>('[data-filter-item]')) {
      row.hidden = !matches(row, chosen)
      if (!row.hidden) shown++
    }
    for (const group of list.querySelectorAll<HTMLElement>('[data-filter-group]')) {
      group.hidden = !group.querySelector('[data-filter-item]:not([hidden])')
    }
    setCount(shown)
  }, [chosen, listId])

  const choose = (changes: Chosen) => {
    const next = { ...chosen, ...changes }
    setChosen(next)
    const query = new URLSearchParams(window.location.search)
    for (const field of fields) {
      if (next[field.name]) query.set(field.name, next[field.name]!)
      else query.delete(field.name)
    }
    const search = query.size > 0 ? `?${query}` : ''
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`)
  }

  const anyChosen = Object.values(chosen).some(Boolean)

  return (
    <form className={className} role="search" aria-label={label} data-needs-script="" onSubmit={(event) => event.preventDefault()}>
      {fields.map((field) => {
        const groups = [...new Set(field.options.map((option) => option.group ?? ''))]
        const options = (group: string) =>
          field.options.filter((option) => (option.group ?? '') === group).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))
        return (
          <div key={field.name} className={classNames.field}>
            <label htmlFor={`${id}-${field.name}`} className={classNames.label}>
              {field.label}
            </label>
            <select id={`${id}-${field.name}`} name={field.name} className={classNames.select} value={chosen[field.name] ?? ''} onChange={(event) => choose({ [field.name]: event.target.value })}>
              <option value="">{field.allLabel}</option>
              {groups.map((group) =>
                group ? (
                  <optgroup key={group} label={group}>
                    {options(group)}
                  </optgroup>
                ) : (
                  options(group)
                ),
              )}
            </select>
          </div>
        )
      })}
      <button type="button" className={classNames.reset} onClick={() => choose(Object.fromEntries(fields.map((field) => [field.name, ''])))} disabled={!anyChosen}>
        {resetLabel}
      </button>
      <p className={classNames.count} role="status" aria-live="polite" data-testid="filter-count">
        {count === null ? '' : count === 0 ? noneText : (count === 1 ? countTexts.one : countTexts.other).replace('{count}', String(count))}
      </p>
    </form>
  )
}
