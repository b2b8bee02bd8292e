'use client'

import { Button, toast, useDocumentInfo, useLocale, useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { isLocale, locales } from '../../../rules/language'
import { nativeLanguageName } from '../../../rules/languageNames'
import { timeFromNow } from '../../../rules/schedule'
import { instantToSiteLocal, siteLocalToInstant, siteTimeWithZone, zoneLabel } from '../../../rules/siteTime'
import { useSiteTimeZone } from '../time/useSiteTimeZone'
import type { Label } from '../../../rules/choices'
import { adminSiteLocale, pick } from '../adminText'
import type { Scheduled } from '../../editing/scheduled'

const box: React.CSSProperties = { fontSize: '13px', lineHeight: 1.5, margin: '0 0 24px', display: 'grid', gap: '8px' }
const row: React.CSSProperties = { display: 'grid', gap: '2px' }
const note: React.CSSProperties = { fontSize: '12px', opacity: 0.75, margin: 0 }
const input: React.CSSProperties = { font: 'inherit', padding: '6px 8px', border: '1px solid var(--theme-elevation-150)', borderRadius: '4px', background: 'var(--theme-input-bg)', color: 'var(--theme-text)' }

/**
 * The edit view's scheduling card (issue 31): publishes the language being edited by default (as
 * the main button does), takes the time on the site's clock with the zone written beside it,
 * says how far away it is, and lists this document's schedules. Payload's own schedule dialog
 * (in the publish button's menu) cannot be given a default language — it proposes "All" — so the
 * card says so.
 */
export function ScheduleCard() {
  const { id, collectionSlug } = useDocumentInfo()
  const { code } = useLocale()
  const { i18n } = useTranslation()
  const lang = adminSiteLocale(i18n.language)
  const t = (label: Label) => pick(label, i18n.language)
  const editing = isLocale(code) ? code : locales[0]
  const [language, setLanguage] = useState<string>(editing)
  const [action, setAction] = useState<'publish' | 'unpublish'>('publish')
  const zone = useSiteTimeZone()
  const [at, setAt] = useState(() => instantToSiteLocal(new Date(Math.ceil((Date.now() + 60 * 60_000) / 3_600_000) * 3_600_000), zone))
  const [scheduled, setScheduled] = useState<Scheduled[]>([])
  const [now, setNow] = useState(() => new Date())

  useEffect(() => setLanguage(editing), [editing])
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000)
    return () => clearInterval(timer)
  }, [])

  const load = useCallback(async () => {
    if (!id || !collectionSlug) return
    const response = await fetch(`/api/cms/schedule?collection=${collectionSlug}&id=${id}`, { credentials: 'include' })
    if (response.ok) setScheduled(((await response.json()) as { scheduled: Scheduled[] }).scheduled)
  }, [id, collectionSlug])
  useEffect(() => {
    void load()
  }, [load])

  const send = async (method: 'POST' | 'DELETE', path: string, body?: object) => {
    const response = await fetch(path, { method, credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined })
    const answer = (await response.json().catch(() => ({}))) as { scheduled?: Scheduled[]; message?: string }
    if (!response.ok) return toast.error(answer.message ?? t({ zh: '预约失败。', en: 'Could not schedule.', ru: 'Не удалось запланировать публикацию.' }))
    setScheduled(answer.scheduled ?? [])
    toast.success(method === 'POST' ? t({ zh: '已预约。', en: 'Scheduled.', ru: 'Публикация запланирована.' }) : t({ zh: '已取消预约。', en: 'Schedule cancelled.', ru: 'Запланированная публикация отменена.' }))
  }

  if (!id || !collectionSlug) return null
  const when = siteLocalToInstant(at, zone)
  return (
    <div style={box} data-testid="schedule-card">
      <strong>{t({ zh: '预约发布', en: 'Schedule', ru: 'Публикация по расписанию' })}</strong>
      <label style={row}>
        <span>{t({ zh: '操作', en: 'Action', ru: 'Действие' })}</span>
        <select style={input} value={action} onChange={(event) => setAction(event.target.value as 'publish' | 'unpublish')} data-testid="schedule-action">
          <option value="publish">{t({ zh: '发布', en: 'Publish', ru: 'Опубликовать' })}</option>
          <option value="unpublish">{t({ zh: '取消发布', en: 'Unpublish', ru: 'Снять с публикации' })}</option>
        </select>
      </label>
      {action === 'publish' && (
        <label style={row}>
          <span>{t({ zh: '发布语言', en: 'Language to publish', ru: 'Язык публикации' })}</span>
          <select style={input} value={language} onChange={(event) => setLanguage(event.target.value)} data-testid="schedule-language">
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {nativeLanguageName(locale)}
                {locale === editing ? t({ zh: '（当前编辑）', en: ' (being edited)', ru: ' (редактируется)' }) : ''}
              </option>
            ))}
            <option value="all">{t({ zh: '全部语言', en: 'All languages', ru: 'Все языки' })}</option>
          </select>
        </label>
      )}
      <label style={row}>
        <span>
          {t({ zh: '时间', en: 'Time', ru: 'Время' })} · {zoneLabel(zone, lang)}
        </span>
        <input style={input} type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} data-testid="schedule-time" />
        {when && <span style={note}>{timeFromNow(when, lang, now)}</span>}
      </label>
      <Button buttonStyle="secondary" size="small" disabled={!when} onClick={() => void send('POST', '/api/cms/schedule', { collection: collectionSlug, id, action, locale: language, at })}>
        {t({ zh: '预约', en: 'Schedule', ru: 'Запланировать' })}
      </Button>
      <p style={note}>
        {t({ zh: '发布按钮菜单中的“预约发布”对话框默认发布全部语言（All），会把未完成的其他语言草稿一起发布；在这里预约默认只发布当前编辑的语言。', en: 'The "Schedule Publish" dialog in the publish button\'s menu publishes all languages unless told otherwise, a waiting draft in the other language included; scheduling here publishes the language being edited.', ru: 'Диалог «Запланировать публикацию» в меню кнопки публикации по умолчанию публикует все языки, включая незавершённые черновики на других языках; здесь по умолчанию публикуется только редактируемый язык.' })}
      </p>
      {scheduled.length > 0 && (
        <ul style={{ margin: 0, paddingLeft: '18px' }} data-testid="schedule-list">
          {scheduled.map((item) => (
            <li key={String(item.job)}>
              {item.action === 'publish' ? t({ zh: '发布', en: 'Publish', ru: 'Опубликовать' }) : t({ zh: '取消发布', en: 'Unpublish', ru: 'Снять с публикации' })} ·{' '}
              {item.action === 'publish' && item.locale && isLocale(item.locale) ? nativeLanguageName(item.locale) : t({ zh: '全部语言', en: 'All languages', ru: 'Все языки' })} · {siteTimeWithZone(item.at, zone, lang)} ·{' '}
              {timeFromNow(item.at, lang, now)}{' '}
              <button type="button" className="btn btn--style-none" style={{ textDecoration: 'underline', cursor: 'pointer' }} onClick={() => void send('DELETE', `/api/cms/schedule/${item.job}`)}>
                {t({ zh: '取消', en: 'Cancel', ru: 'Отменить' })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
