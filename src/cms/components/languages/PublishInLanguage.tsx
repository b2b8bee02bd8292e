'use client'

import { ConfirmationModal, PublishButton, useConfig, useDocumentInfo, useForm, useLocale, useModal, useTranslation } from '@payloadcms/ui'
import { type MouseEvent, useRef, useState } from 'react'

import { isLocale, type Locale, locales } from '../../../rules/language'
import { nativeLanguageName } from '../../../rules/languageNames'
import { looksLikeAnotherLanguage, scriptCheckedFields } from '../../../rules/languageScript'
import type { Label } from '../../../rules/choices'
import { pick } from '../adminText'

interface Suspect {
  locale: Locale
  text: string
}

const beside = { display: 'flex', alignItems: 'center', gap: '12px' } as const

/** The title and summary of one language's draft that read as another language. */
function suspects(locale: Locale, doc: Record<string, unknown>): Suspect[] {
  return scriptCheckedFields.filter((field) => looksLikeAnotherLanguage(locale, doc[field])).map((field) => ({ locale, text: String(doc[field]) }))
}

/**
 * Issue 38, item 4: Payload's publish button with the language being edited beside it, in the
 * admin's language ("正在编辑：English"), since the admin's own language is not the content's. Publishing
 * a language whose title or summary reads as another script (src/rules/languageScript.ts) asks first.
 */
/** Payload disables its publish buttons while an autosave is saving: a click then would do nothing,
 * so "Publish anyway" waits for the save (at most 10 s), as the editor would. */
async function clickWhenEnabled(button: HTMLElement): Promise<void> {
  for (let waited = 0; button.matches(':disabled') && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
  button.click()
}

export function PublishInLanguage() {
  const { code } = useLocale()
  const { getData } = useForm()
  const { i18n } = useTranslation()
  const { openModal } = useModal()
  const { id, collectionSlug, globalSlug } = useDocumentInfo()
  const { config } = useConfig()
  const [found, setFound] = useState<Suspect[]>([])
  const pass = useRef<HTMLElement | null>(null)
  const wrapper = useRef<HTMLDivElement>(null)
  const t = (label: Label) => pick(label, i18n.language)
  const editing = isLocale(code) ? code : null
  const modalSlug = `publish-language-${collectionSlug ?? globalSlug}-${id ?? 'new'}`
  // With "active" as the default, the main button publishes the language being edited and its menu every language.
  const mainPublishesAll = config.localization ? config.localization.defaultLocalePublishOption !== 'active' : true

  /** Every other language's latest draft, for "Publish all locales". */
  const otherDrafts = async (): Promise<Suspect[]> => {
    const path = globalSlug ? `globals/${globalSlug}` : `${collectionSlug}/${id}`
    const response = await fetch(`${config.routes.api}/${path}?locale=all&draft=true&depth=0`, { credentials: 'include' })
    const doc = response.ok ? ((await response.json()) as Record<string, unknown>) : {}
    return locales
      .filter((locale) => locale !== editing)
      .flatMap((locale) => suspects(locale, Object.fromEntries(scriptCheckedFields.map((field) => [field, (doc[field] as Record<string, unknown> | undefined)?.[locale]]))))
  }

  const onClickCapture = (event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>('#action-save, #publish-locale')
    if (!button || !editing) return
    if (pass.current === button) {
      pass.current = null
      return
    }
    const publishesAll = (button.id === 'action-save') === mainPublishesAll
    event.preventDefault()
    event.stopPropagation()
    // A frame later the form holds what was typed just before the click.
    const checked = new Promise((resolve) => requestAnimationFrame(resolve)).then(async () => [
      ...suspects(editing, getData()),
      ...(publishesAll && (id || globalSlug) ? await otherDrafts() : []),
    ])
    void checked.then((all) => {
      pass.current = button
      if (all.length === 0) return void confirm()
      setFound(all)
      openModal(modalSlug)
    })
  }

  /** Publishes as asked; a menu item the dialog closed is found again by opening the menu. */
  const confirm = async () => {
    const button = pass.current
    if (!button) return
    if (button.isConnected) return clickWhenEnabled(button)
    wrapper.current?.querySelector<HTMLElement>('.popup-button')?.click()
    await new Promise((resolve) => requestAnimationFrame(resolve))
    const again = document.getElementById(button.id)
    pass.current = again
    if (again) await clickWhenEnabled(again)
  }

  return (
    <div style={beside} onClickCapture={onClickCapture} ref={wrapper}>
      {editing && (
        <span data-testid="publish-language" style={{ whiteSpace: 'nowrap' }}>
          {t({ zh: '正在编辑：', en: 'Editing: ', ru: 'Редактируется: ' })}
          <strong>{nativeLanguageName(editing)}</strong>
        </span>
      )}
      <PublishButton />
      <ConfirmationModal
        modalSlug={modalSlug}
        heading={t({ zh: '确认发布语言', en: 'Publish in this language?', ru: 'Опубликовать на этом языке?' })}
        body={
          <>
            {found.map((suspect) => (
              <p key={`${suspect.locale}${suspect.text}`}>
                {t({ zh: `“${suspect.text}”将以${nativeLanguageName(suspect.locale)}发布，但它看起来不是用${nativeLanguageName(suspect.locale)}写的。`, en: `“${suspect.text}” is about to be published in ${nativeLanguageName(suspect.locale)}, but it does not read as ${nativeLanguageName(suspect.locale)}.`, ru: `«${suspect.text}» будет опубликовано в версии «${nativeLanguageName(suspect.locale)}», но текст, похоже, написан не на этом языке.` })}
              </p>
            ))}
            <p>{t({ zh: '仍要发布吗？', en: 'Publish it anyway?', ru: 'Всё равно опубликовать?' })}</p>
          </>
        }
        confirmLabel={t({ zh: '仍然发布', en: 'Publish anyway', ru: 'Всё равно опубликовать' })}
        onConfirm={confirm}
        onCancel={() => {
          pass.current = null
        }}
      />
    </div>
  )
}
