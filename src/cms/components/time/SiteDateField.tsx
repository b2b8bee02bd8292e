'use client'

import { FieldDescription, FieldError, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { DateFieldClientProps } from 'payload'

import { instantToSiteLocal, siteDay, siteDayToInstant, siteLocalToInstant, zoneLabel } from '../../../rules/siteTime'
import { adminSiteLocale } from '../adminText'
import { useSiteTimeZone } from './useSiteTimeZone'

const input = { font: 'inherit', padding: '8px 12px', border: '1px solid var(--theme-elevation-150)', borderRadius: 'var(--style-radius-s)', background: 'var(--theme-input-bg)', color: 'var(--theme-text)', minWidth: '14rem' } as const
const readOnlyInput = { ...input, background: 'var(--theme-elevation-100)', color: 'var(--theme-elevation-600)' } as const

/** Whether a date field holds a time of day, not only a day. */
export const withTime = (appearance: string | undefined) => appearance === 'dayAndTime' || appearance === 'timeOnly'

/**
 * Issue 38, items 7 and 9: a date field read and typed on the site's clock, its zone named beside
 * it, whatever the browser's zone (Payload's date picker reads the browser's clock and names no
 * zone; its clear button and input had no name a screen reader could read). A day is stored at noon
 * on the site's clock; a time to the minute.
 */
export function SiteDateField({ field, path: pathProp, readOnly }: DateFieldClientProps) {
  const { value, setValue, showError, path, disabled } = useField<string | null>({ potentiallyStalePath: pathProp ?? field.name })
  const zone = useSiteTimeZone()
  const { i18n } = useTranslation()
  const time = withTime((field.admin?.date as { pickerAppearance?: string } | undefined)?.pickerAppearance)
  const locked = Boolean(readOnly || field.admin?.readOnly || disabled)
  const id = `field-${path.replace(/\./g, '__')}`
  const shown = value ? (time ? instantToSiteLocal(value, zone) : siteDay(value, zone)) : ''
  const change = (typed: string) => {
    if (!typed) return setValue(null)
    const instant = time ? siteLocalToInstant(typed, zone) : siteDayToInstant(typed, zone)
    if (instant) setValue(instant.toISOString())
  }
  return (
    <div className={`field-type date-time-field${showError ? ' error' : ''}`} style={{ marginBottom: 'var(--spacing-field, 24px)' }}>
      <FieldLabel htmlFor={id} label={field.label} required={field.required} path={path} />
      <FieldError path={path} showError={showError} />
      <div style={{ display: 'flex', alignItems: 'center', gap: '10px', flexWrap: 'wrap' }}>
        <input
          id={id}
          name={path}
          type={time ? 'datetime-local' : 'date'}
          value={shown}
          readOnly={locked}
          aria-describedby={`${id}-zone`}
          style={locked ? readOnlyInput : input}
          onChange={(event) => change(event.target.value)}
        />
        <span id={`${id}-zone`} style={{ fontSize: '13px', opacity: 0.75 }}>
          {zoneLabel(zone, adminSiteLocale(i18n.language))}
        </span>
      </div>
      <FieldDescription path={path} description={field.admin?.description} />
    </div>
  )
}
