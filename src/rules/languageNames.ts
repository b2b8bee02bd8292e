/**
 * Languages named in words: in documents' and notices' labels and in the API's messages. Apart
 * from ./language.ts, which the browser loads on every page: these words are the server's.
 */
import { isWritten, languageTag, languageValues, type Locale, textLanguage, type WrittenLocale } from '@rugged/front-door/languages'

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

