/**
 * Languages named in words: in the drop-downs, documents' and notices' labels, the admin and the
 * API's messages. Apart from ./language.ts, which the browser loads on every page: the site's
 * pages name languages on the server (the drop-downs get their names as props).
 */
import { intlLanguage } from '@rugged/front-door/language-setting'
import { isWritten, languageTag, languageValues, type Locale, locales, textLanguage, type WrittenLocale } from '@rugged/front-door/languages'

/** Each language named in itself, as a language choice shows it to someone who reads only that one. */
const nativeNames: Record<WrittenLocale, string> = { zh: '中文', en: 'English', ru: 'Русский' }

export function nativeLanguageName(locale: Locale): string {
  return isWritten(locale) ? nativeNames[locale] : (intlLanguage(locale)?.name ?? locale)
}

/** The site's languages, each named in itself: what a language drop-down lists. */
export function siteLanguageNames(): Record<string, string> {
  return Object.fromEntries(locales.map((locale) => [locale, nativeLanguageName(locale)]))
}

/** Each written language named in every one: `languageNames.en.zh` is 英文. */
export const languageNames: Record<WrittenLocale, Record<WrittenLocale, string>> = {
  zh: { zh: '中文', en: 'Chinese', ru: 'китайский' },
  en: { zh: '英文', en: 'English', ru: 'английский' },
  ru: { zh: '俄文', en: 'Russian', ru: 'русский' },
}

/** A language named for a reader: `languageName('en', 'zh')` is 英文; a further language as Intl names it there. */
export function languageName(named: Locale, reader: Locale): string {
  const language = textLanguage(reader)
  if (isWritten(named)) return languageNames[named][language]
  return new Intl.DisplayNames([languageTag(language)], { type: 'language' }).of(named) ?? named
}

const listWords: Record<WrittenLocale, { separator: string; or: string }> = {
  zh: { separator: '、', or: ' 或 ' },
  en: { separator: ', ', or: ' or ' },
  ru: { separator: ', ', or: ' или ' },
}

/** What a call may give as its language, in one language's words: `zh, en, 0 or 1`. */
export function languageChoices(locale: Locale): string {
  const { separator, or } = listWords[textLanguage(locale)]
  return `${languageValues.slice(0, -1).join(separator)}${or}${languageValues.at(-1)}`
}

