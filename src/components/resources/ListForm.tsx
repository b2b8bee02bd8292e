'use client'

import { Fragment, useEffect, useRef } from 'react'

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

/** Leaves the empty fields out of what the form sends (a GET form sends every field): the address names only the choice. */
function dropEmptyFields(event: FormDataEvent) {
  for (const [name, value] of [...event.formData]) if (typeof value === 'string' && !value.trim()) event.formData.delete(name)
}

/**
 * Issue 36: the filters and text search of the download centre and where to buy, filtered and paged
 * on the server: a plain GET form, the page comes from the server with or without JavaScript. A
 * client component only for two things: its options travel in the page's RSC payload as data, not
 * as elements (a page stays within 60 kB), and with JavaScript the address it sends leaves empty
 * fields out. A choice applies on "Apply" (or Enter), not as it is made: the page is loaded anew.
 */
export function ListForm({ action, label, fields, chosen, search, submitLabel, clear, classNames }: ListFormProps) {
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const element = form.current
    element?.addEventListener('formdata', dropEmptyFields)
    return () => element?.removeEventListener('formdata', dropEmptyFields)
  }, [])

  return (
    <form ref={form} action={action} method="get" className={classNames.filters} role="search" aria-label={label}>
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
            <select id={`filter-${field.name}`} name={field.name} className={classNames.select} defaultValue={chosen[field.name] ?? ''}>
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
        <input id="filter-q" name="q" type="search" className={classNames.input} placeholder={search.placeholder} defaultValue={chosen.q ?? ''} />
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
