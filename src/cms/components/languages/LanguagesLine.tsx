import { type Locale, locales } from '../../../rules/language'
import { nativeLanguageName } from '../../../rules/languageNames'
import { pick } from '../adminText'

/** A language not published is dimmed, no further than axe's 4.5 : 1 contrast allows (0.55 gave 3.3 : 1 on white). */
const unpublishedOpacity = 0.7

/** 中文 ✓ · English — : each language, and whether its text is on the site (the list's column, the edit view's line). */
export function LanguagesLine({ published, language }: { published: Locale[]; language?: string }) {
  return (
    <span data-testid="published-languages">
      {locales.map((locale, index) => {
        const on = published.includes(locale)
        const state = on ? pick({ zh: '已发布', en: 'published', ru: 'опубликовано' }, language) : pick({ zh: '未发布', en: 'not published', ru: 'не опубликовано' }, language)
        return (
          <span key={locale} title={`${nativeLanguageName(locale)}: ${state}`} style={{ marginRight: 8, opacity: on ? 1 : unpublishedOpacity, whiteSpace: 'nowrap' }}>
            {index > 0 ? '· ' : ''}
            {nativeLanguageName(locale)} {on ? '✓' : '—'}
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{` ${state}`}</span>
          </span>
        )
      })}
    </span>
  )
}
