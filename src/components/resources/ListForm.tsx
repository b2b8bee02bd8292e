'use client'

import { useRouter } from 'next/navigation'
import { Fragment, type FormEvent, useState } from 'react'

/** An option as `[value, label]`: each travels twice, in the HTML and in the page's RSC payload (issue 36: ≤ 60 kB). */
export type FormOption = readonly [value: string, label: string]

/** A select of the form: its query parameter, label, the "all" choice, and its options in groups ('' for none). */
export interface FormField {
  name: string
  label: string
  allLabel: string
  groups: { label: string; options: FormOption[] }[]
}

/** The classes of the page's CSS module (desktop or mobile) that the form uses. */
export type ListFormClassName = 'filters' | 'field' | 'label' | 'select' | 'searchField' | 'input' | 'submit' | 'reset'

export interface ListFormProps {
  /** the list's address in the page's language, on this device (`/en/m.downloads`) */
  action: string
  /** the form's accessible name */
  label: string
  fields: FormField[]
  /** the values the address chose, by field name, and `q` */
  chosen: Readonly<Record<string, string>>
  search: { label: string; placeholder: string }
  submitLabel: string
  /** the list without any choice, offered when something is chosen */
  clear: { href: string; label: string } | null
  classNames: Readonly<Record<ListFormClassName, string>>
}

/** The form's values as an address: empty fields left out, so that the address names only the choice. */
function chosenAddress(action: string, form: HTMLFormElement): string {
  const params = new URLSearchParams()
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim()) params.set(name, value.trim())
  return params.size > 0 ? `${action}?${params}` : action
}

/**
 * Issue 36: the filters and text search of the download centre and where to buy, filtered and paged
 * on the server. A plain GET form: without JavaScript it sends every field and the server answers
 * the page. With it, a choice in a list applies at once, and the page comes through Next's router
 * (the form and the focus stay, the scroll position too).
 */
export function ListForm({ action, label, fields, chosen, search, submitLabel, clear, classNames }: ListFormProps) {
  const router = useRouter()
  const chosenKey = new URLSearchParams(chosen as Record<string, string>).toString()
  const [values, setValues] = useState(chosen)
  const [shown, setShown] = useState(chosenKey)
  // A new address (a choice, "clear", the browser's back button) is what the fields show.
  if (shown !== chosenKey) {
    setShown(chosenKey)
    setValues(chosen)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    router.push(chosenAddress(action, event.currentTarget), { scroll: false })
  }

  return (
    <form action={action} method="get" className={classNames.filters} role="search" aria-label={label} onSubmit={submit}>
      {fields.map((field) => {
        const options = (group: FormField['groups'][number]) =>
          group.options.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))
        return (
          // One form on a page: its fields' ids are their names.
          <div key={field.name} className={classNames.field}>
            <label htmlFor={`filter-${field.name}`} className={classNames.label}>
              {field.label}
            </label>
            <select
              id={`filter-${field.name}`}
              name={field.name}
              className={classNames.select}
              value={values[field.name] ?? ''}
              onChange={(event) => {
                setValues({ ...values, [field.name]: event.target.value })
                event.target.form?.requestSubmit()
              }}
            >
              <option value="">{field.allLabel}</option>
              {field.groups.map((group) =>
                group.label ? (
                  <optgroup key={group.label} label={group.label}>
                    {options(group)}
                  </optgroup>
                ) : (
                  <Fragment key="">{options(group)}</Fragment>
                ),
              )}
            </select>
          </div>
        )
      })}
      <div className={`${classNames.field} ${classNames.searchField}`}>
        <label htmlFor="filter-q" className={classNames.label}>
          {search.label}
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          className={classNames.input}
          placeholder={search.placeholder}
          value={values.q ?? ''}
          onChange={(event) => setValues({ ...values, q: event.target.value })}
        />
      </div>
      <button type="submit" className={classNames.submit}>
        {submitLabel}
      </button>
      {clear && (
        <a href={clear.href} className={classNames.reset}>
          {clear.label}
        </a>
      )}
    </form>
  )
}
