'use client'

import { Button, ConfirmationModal, toast, useConfig, useDocumentInfo, useForm, useLocale, useModal, useTranslation } from '@payloadcms/ui'

import { languageHeaders } from '@rugged/front-door'

import { isLocale } from '../../../rules/language'
import { nativeLanguageName } from '../../../rules/languageNames'
import { useLanguageStates } from './useLanguageStates'

/**
 * Issue 38, item 3: the edit view's status, for the language being edited: "Draft" (not on that
 * language's site), "Published", or "Changed" only when that language's draft differs from what is
 * published in it — at once after every save (Payload's own status is the document's, and read
 * "Changed" after publishing one language because Payload keeps the other's draft as the latest
 * version). "Revert to published" brings back that language's published text, and publishes
 * that language alone, so that the other language's draft stays.
 */
export function LanguageStatus() {
  const { id, collectionSlug, globalSlug, docPermissions, setData } = useDocumentInfo()
  const { code } = useLocale()
  const { t, i18n } = useTranslation()
  const { reset } = useForm()
  const { openModal } = useModal()
  const {
    config: { routes },
  } = useConfig()
  const states = useLanguageStates()
  const state = states?.find((entry) => entry.locale === code)
  if (!state || !isLocale(code)) return null
  const key = state.changed ? 'changed' : state.published ? 'published' : 'draft'
  const modalSlug = `revert-language-${collectionSlug ?? globalSlug}-${id ?? ''}`
  const url = `${routes.api}/${globalSlug ? `globals/${globalSlug}` : `${collectionSlug}/${id}`}?locale=${code}&fallback-locale=null&depth=0`

  const revert = async () => {
    const headers = { ...languageHeaders(i18n.language), 'Content-Type': 'application/json' }
    const published = (await (await fetch(url, { credentials: 'include', headers })).json()) as Record<string, unknown>
    // Without the published version's own `updatedAt`, which the stale-save check would take for an old form's.
    const body = JSON.stringify({ ...published, updatedAt: undefined, _status: 'published' })
    const answer = await fetch(`${url}&publishSpecificLocale=${code}`, { method: globalSlug ? 'POST' : 'PATCH', credentials: 'include', headers, body })
    const json = (await answer.json().catch(() => ({}))) as { doc?: Record<string, unknown>; result?: Record<string, unknown>; message?: string; errors?: { message?: string }[] }
    if (!answer.ok) return void toast.error(json.errors?.[0]?.message ?? t('error:revertingDocument'))
    const doc = json.doc ?? json.result ?? {}
    await reset(doc)
    setData(doc)
    toast.success(json.message ?? t('general:success'))
  }

  return (
    <div className="status" data-testid="language-status" data-state={key}>
      <div className="status__value-wrap">
        <span className="status__label">
          {t('version:status')} · {nativeLanguageName(code)}:{' '}
        </span>
        <span className="status__value">{t(`version:${key}`)}</span>
        {state.changed && docPermissions?.update && (
          <>
            {' — '}
            <Button buttonStyle="none" className="status__action" id="action-revert-language" onClick={() => openModal(modalSlug)}>
              {t('version:revertToPublished')}
            </Button>
            <ConfirmationModal
              body={t('version:aboutToRevertToPublished')}
              confirmingLabel={t('version:reverting')}
              heading={t('version:confirmRevertToSaved')}
              modalSlug={modalSlug}
              onConfirm={revert}
            />
          </>
        )}
      </div>
    </div>
  )
}
