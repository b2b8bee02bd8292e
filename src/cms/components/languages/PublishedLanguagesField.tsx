'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'

import { pick } from '../adminText'
import { LanguagesLine } from './LanguagesLine'
import { useLanguageStates } from './useLanguageStates'

/**
 * The edit view's "Languages published" line, with a word on what it means: asked for again after
 * every save and publish, so that a language just published shows at once (issue 38, item 3).
 */
export function PublishedLanguagesField() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const states = useLanguageStates()
  const language = i18n.language
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <div className="field-label" style={{ marginBottom: 4 }}>
        {pick({ zh: '已发布语言', en: 'Languages published', ru: 'Опубликовано на языках' }, language)}
      </div>
      {!id ? (
        <span>{pick({ zh: '尚未保存', en: 'Not saved yet', ru: 'Ещё не сохранено' }, language)}</span>
      ) : states ? (
        <LanguagesLine published={states.filter((state) => state.published).map((state) => state.locale)} language={language} />
      ) : null}
      <div className="field-description" style={{ marginTop: 4 }}>
        {pick({ zh: '网站的每种语言只显示用该语言发布过的内容；未发布的语言里它不会出现。', en: "Each language's site shows only what was published in that language; it is absent from the others.", ru: "Версия сайта на каждом языке показывает только то, что опубликовано на этом языке; в остальных версиях этого материала нет." }, language)}
      </div>
    </div>
  )
}
