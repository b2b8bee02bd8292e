import type { Payload } from 'payload'

import { type Locale, locales, nativeLanguageNames } from '../../../rules/language'
import { isTitledCollection, readPublishedLanguages } from '../../publishedLanguages'
import { adminText } from '../adminText'

type ServerProps = {
  payload: Payload
  collectionSlug?: string
  i18n?: { language?: string }
}

/** 中文 ✓ · English — : each language, and whether its text is on the site. */
function Languages({ published, language }: { published: Locale[]; language?: string }) {
  return (
    <span data-testid="published-languages">
      {locales.map((locale, index) => {
        const on = published.includes(locale)
        const state = on ? adminText(language, '已发布', 'published') : adminText(language, '未发布', 'not published')
        return (
          <span key={locale} title={`${nativeLanguageNames[locale]}: ${state}`} style={{ marginRight: 8, opacity: on ? 1 : 0.55, whiteSpace: 'nowrap' }}>
            {index > 0 ? '· ' : ''}
            {nativeLanguageNames[locale]} {on ? '✓' : '—'}
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{` ${state}`}</span>
          </span>
        )
      })}
    </span>
  )
}

async function languagesOf(payload: Payload, collection: string | undefined, id: unknown): Promise<Locale[] | null> {
  if (!collection || !isTitledCollection(collection) || (typeof id !== 'number' && typeof id !== 'string')) return null
  return readPublishedLanguages(payload, collection, id)
}

/** The list column (server component: one read of the published version per row). */
export async function PublishedLanguagesCell({ payload, collectionSlug, rowData, i18n }: ServerProps & { rowData?: { id?: unknown } }) {
  const published = await languagesOf(payload, collectionSlug, rowData?.id)
  return published ? <Languages published={published} language={i18n?.language} /> : null
}

/** The same in the edit view's sidebar, with a word on what it means. */
export async function PublishedLanguagesField({ payload, collectionSlug, id, i18n }: ServerProps & { id?: unknown }) {
  const published = await languagesOf(payload, collectionSlug, id)
  const language = i18n?.language
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <div className="field-label" style={{ marginBottom: 4 }}>
        {adminText(language, '已发布语言', 'Languages published')}
      </div>
      {published ? <Languages published={published} language={language} /> : <span>{adminText(language, '尚未保存', 'Not saved yet')}</span>}
      <div className="field-description" style={{ marginTop: 4 }}>
        {adminText(
          language,
          '网站的每种语言只显示用该语言发布过的内容；未发布的语言里它不会出现。',
          "Each language's site shows only what was published in that language; it is absent from the others.",
        )}
      </div>
    </div>
  )
}
