'use client'

import { Button, useDocumentInfo, useForm, useFormProcessing, useLocale, useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import type { Label } from '../../../rules/choices'
import { adminSiteLocale, pick } from '../adminText'
import { type LockState, type LockTarget, targetQuery, type UnsavedText, unsavedTextKey } from '../../editing/lockTarget'
import { siteTimeWithZone } from '../../../rules/siteTime'
import { useDocumentTimes } from '../time/useDocumentTimes'
import { useSiteTimeZone } from '../time/useSiteTimeZone'
import { differingFields, fieldLabels } from './editedFields'
import { personLabel, useLockedDialog } from './useLockedDialog'

const note = { margin: '0 0 24px', padding: '12px 16px', borderRadius: '4px', border: '1px solid var(--theme-warning-500)', background: 'var(--theme-warning-100)', display: 'grid', gap: '8px' } as const
const actions = { display: 'flex', gap: '12px', flexWrap: 'wrap' } as const
const refreshEveryMs = 20_000

/**
 * Issue 38, item 2, at the top of every edit view editors share: keeps this editor's lock after
 * each save and gives it up on leaving (src/cms/editing/locks.ts); says who else is editing and
 * since when, with "Take over"; and offers back the text of a save the server refused
 * (src/cms/editing/refusedSaves.ts), naming its fields, to restore into the form or discard.
 * It also puts the view's own times on the site's clock (../time/useDocumentTimes).
 */
export function EditingNotice() {
  const { id, collectionSlug, globalSlug, lastUpdateTime, docConfig } = useDocumentInfo()
  const { code: locale } = useLocale()
  const { i18n } = useTranslation()
  const { getData, reset, setModified } = useForm()
  const processing = useFormProcessing()
  const language = adminSiteLocale(i18n.language)
  const zone = useSiteTimeZone()
  const t = (label: Label) => pick(label, i18n.language)
  const target = useMemo<LockTarget | null>(() => (globalSlug ? { global: globalSlug } : collectionSlug && id ? { collection: collectionSlug, id: String(id) } : null), [globalSlug, collectionSlug, id])
  const [lock, setLock] = useState<LockState | null>(null)
  const [unsaved, setUnsaved] = useState<UnsavedText | null>(null)
  const savedAt = useRef(lastUpdateTime)
  useLockedDialog(lock, language)
  useDocumentTimes()

  const lockUrl = target ? `/api/cms/editing-lock?${targetQuery(target)}` : null
  const keptUrl = target ? `/api/cms/payload-preferences/${encodeURIComponent(unsavedTextKey(target, locale))}` : null

  const refresh = useCallback(async () => {
    if (!lockUrl || !keptUrl) return
    const [lockAnswer, keptAnswer] = await Promise.all([fetch(lockUrl, { credentials: 'include', cache: 'no-store' }), fetch(keptUrl, { credentials: 'include', cache: 'no-store' })])
    if (lockAnswer.ok) setLock((await lockAnswer.json()) as LockState)
    const kept = keptAnswer.ok ? ((await keptAnswer.json()) as { value?: UnsavedText | null }) : null
    setUnsaved(kept?.value?.data ? kept.value : null)
  }, [lockUrl, keptUrl])

  useEffect(() => {
    void refresh()
    const timer = setInterval(() => void refresh(), refreshEveryMs)
    return () => clearInterval(timer)
  }, [refresh])

  // After each save Payload drops the lock: this editor takes it again (unless someone took it over).
  useEffect(() => {
    if (!lockUrl || lastUpdateTime === savedAt.current) return
    savedAt.current = lastUpdateTime
    void fetch(lockUrl, { method: 'POST', credentials: 'include' }).then(async (answer) => answer.ok && setLock((await answer.json()) as LockState))
  }, [lastUpdateTime, lockUrl])

  // A save that ended without a new save time was refused: its text is now kept.
  const wasProcessing = useRef(false)
  useEffect(() => {
    if (processing) {
      wasProcessing.current = true
      return
    }
    if (!wasProcessing.current) return
    wasProcessing.current = false
    const before = lastUpdateTime
    const timer = setTimeout(() => {
      if (savedAt.current === before) void refresh()
    }, 300)
    return () => clearTimeout(timer)
  }, [processing, lastUpdateTime, refresh])

  // Leaving the document (another page, or closing the tab) gives the lock up when it is this
  // editor's; not the reload that follows taking it over.
  const keepOnLeave = useRef(false)
  useEffect(() => {
    if (!lockUrl) return
    const release = () => void (keepOnLeave.current || fetch(lockUrl, { method: 'DELETE', credentials: 'include', keepalive: true }))
    window.addEventListener('pagehide', release)
    return () => {
      window.removeEventListener('pagehide', release)
      release()
    }
  }, [lockUrl])

  const labels = useMemo(() => fieldLabels(docConfig?.fields ?? [], i18n), [docConfig, i18n])
  const someoneElse = lock?.holder && !lock.mine ? lock.holder : null
  const changed = unsaved ? differingFields(unsaved.data, getData(), labels) : []

  const takeOver = async () => {
    if (!lockUrl) return
    const answer = await fetch(`${lockUrl}&takeOver=1`, { method: 'POST', credentials: 'include' })
    // Payload reads the lock when the view opens: opened again, it is this editor's to edit.
    if (!answer.ok) return
    keepOnLeave.current = true
    window.location.reload()
  }
  const forget = async () => {
    if (keptUrl) await fetch(keptUrl, { method: 'DELETE', credentials: 'include' })
    setUnsaved(null)
  }
  const restore = async () => {
    if (!unsaved) return
    const now = getData()
    await reset({ ...now, ...Object.fromEntries(changed.map((name) => [name, unsaved.data[name]])) })
    setModified(true)
    await forget()
  }

  if (!someoneElse && !unsaved) return null
  return (
    <div data-testid="editing-notice" role="status" style={{ display: 'grid', gap: '12px' }}>
      {someoneElse && (
        <div style={note} data-testid="editing-notice-holder">
          <strong>
            {t({ zh: `${personLabel(someoneElse)} 自 ${siteTimeWithZone(lock!.since!, zone, language)} 起正在编辑此文档。`, en: `${personLabel(someoneElse)} has been editing this document since ${siteTimeWithZone(lock!.since!, zone, language)}.`, ru: `${personLabel(someoneElse)} редактирует этот документ с ${siteTimeWithZone(lock!.since!, zone, language)}.` })}
          </strong>
          <span>{t({ zh: '您的修改不会被保存，除非您接管编辑；接管后对方将无法继续保存。', en: 'Your changes are not saved unless you take over; once you do, they can no longer save.', ru: 'Ваши изменения не будут сохранены, пока вы не возьмёте редактирование на себя; после этого коллега больше не сможет сохранять.' })}</span>
          <div style={actions}>
            <Button buttonStyle="secondary" size="small" onClick={takeOver}>
              {t({ zh: '接管编辑', en: 'Take over', ru: 'Взять редактирование на себя' })}
            </Button>
          </div>
        </div>
      )}
      {unsaved && (
        <div style={note} data-testid="editing-notice-unsaved">
          <strong>
            {t({ zh: `您在 ${siteTimeWithZone(unsaved.at, zone, language)} 的文字未能保存，已为您保留。`, en: `Your text from ${siteTimeWithZone(unsaved.at, zone, language)} was not saved. It is kept for you.`, ru: `Ваш текст от ${siteTimeWithZone(unsaved.at, zone, language)} не был сохранён, но мы его не потеряли.` })}
          </strong>
          <span>
            {changed.length > 0
              ? t({ zh: `与当前内容不同的字段：${changed.map((name) => labels.get(name)).join('、')}。`, en: `Fields that differ from what is here now: ${changed.map((name) => labels.get(name)).join(', ')}.`, ru: `Поля, которые отличаются от текущего содержимого: ${changed.map((name) => labels.get(name)).join(', ')}.` })
              : t({ zh: '它与当前内容相同。', en: 'It is the same as what is here now.', ru: 'Он совпадает с текущим содержимым.' })}
            {someoneElse ? t({ zh: '接管编辑后即可恢复。', en: ' Take over to restore it.', ru: ' Чтобы восстановить его, возьмите редактирование на себя.' }) : ''}
          </span>
          <div style={actions}>
            <Button buttonStyle="primary" size="small" onClick={restore} disabled={Boolean(someoneElse) || changed.length === 0}>
              {t({ zh: '恢复到表单', en: 'Restore into the form', ru: 'Восстановить в форму' })}
            </Button>
            <Button buttonStyle="secondary" size="small" onClick={forget}>
              {t({ zh: '丢弃', en: 'Discard', ru: 'Удалить' })}
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
