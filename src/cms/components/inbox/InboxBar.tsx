'use client'

import { useListQuery, useTranslation } from '@payloadcms/ui'
import type { Where } from 'payload'

import type { Label } from '../../../rules/choices'
import { enquiryForms } from '../../../rules/enquiry'
import { enquiryFormLabels, enquiryStatusLabels, enquiryStatuses, inboxFilterFrom, withInboxFilter, type InboxFilter } from '../../../rules/inbox'
import { locales } from '../../../rules/language'
import { nativeLanguageName } from '../../../rules/languageNames'
import { adminLanguage, adminSiteLocale, pick } from '../adminText'
import { inboxCsvUrl } from './inboxLinks'
import { bar, chip, chipOn, control, exportButton, field, row } from './inboxStyles'
import { useSiteTimeZone } from '../time/useSiteTimeZone'

/**
 * Above the enquiry list: one-click filters (status, form, language, a date range) that set the
 * list's `where` beside anything Payload's own filter builder holds, and the CSV export of
 * exactly what the list shows.
 */
export function InboxBar() {
  const { query, handleWhereChange } = useListQuery()
  const { i18n } = useTranslation()
  const language = adminLanguage(i18n.language)
  const t = (label: Label) => pick(label, language)
  const zone = useSiteTimeZone()
  const filter = inboxFilterFrom(query.where, zone)
  const choose = (change: Partial<InboxFilter>) => void handleWhereChange?.(withInboxFilter(query.where, { ...filter, ...change }, zone) as Where)
  const filtered = Object.keys(filter).length > 0

  return (
    <div style={bar} data-testid="inbox-bar">
      <div style={row} role="group" aria-label={t({ zh: '状态', en: 'Status', ru: 'Статус' })}>
        <button type="button" style={filter.status ? chip : chipOn} aria-pressed={!filter.status} onClick={() => choose({ status: undefined })}>
          {t({ zh: '全部', en: 'All', ru: 'Все' })}
        </button>
        {enquiryStatuses.map((status) => (
          <button key={status} type="button" style={filter.status === status ? chipOn : chip} aria-pressed={filter.status === status} onClick={() => choose({ status })}>
            {enquiryStatusLabels[status][language]}
          </button>
        ))}
      </div>
      <div style={row}>
        <label style={field}>
          {t({ zh: '来源表单', en: 'Sent from', ru: 'Форма' })}
          <select style={control} value={filter.form ?? ''} onChange={(event) => choose({ form: enquiryForms.find((form) => form === event.target.value) })}>
            <option value="">{t({ zh: '全部', en: 'All', ru: 'Все' })}</option>
            {enquiryForms.map((form) => (
              <option key={form} value={form}>
                {enquiryFormLabels[form][language]}
              </option>
            ))}
          </select>
        </label>
        <label style={field}>
          {t({ zh: '语言', en: 'Language', ru: 'Язык' })}
          <select style={control} value={filter.language ?? ''} onChange={(event) => choose({ language: locales.find((locale) => locale === event.target.value) })}>
            <option value="">{t({ zh: '全部', en: 'All', ru: 'Все' })}</option>
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {nativeLanguageName(locale)}
              </option>
            ))}
          </select>
        </label>
        <label style={field}>
          {t({ zh: '从', en: 'From', ru: 'С' })}
          <input type="date" style={control} value={filter.from ?? ''} max={filter.to} onChange={(event) => choose({ from: event.target.value || undefined })} />
        </label>
        <label style={field}>
          {t({ zh: '至', en: 'To', ru: 'По' })}
          <input type="date" style={control} value={filter.to ?? ''} min={filter.from} onChange={(event) => choose({ to: event.target.value || undefined })} />
        </label>
        {filtered && (
          <button type="button" style={chip} onClick={() => choose({ status: undefined, form: undefined, language: undefined, from: undefined, to: undefined })}>
            {t({ zh: '清除筛选', en: 'Clear filters', ru: 'Сбросить фильтры' })}
          </button>
        )}
        <a style={exportButton} href={inboxCsvUrl(query, adminSiteLocale(i18n.language))} download data-testid="inbox-export">
          {t({ zh: '导出 CSV', en: 'Export CSV', ru: 'Экспорт в CSV' })}
        </a>
      </div>
    </div>
  )
}
