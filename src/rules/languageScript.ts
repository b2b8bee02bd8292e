import { type Locale, textLanguage, type WrittenLocale } from './language'

/** Han characters (the CJK ideographs a Chinese text is written in). */
const han = /\p{Script=Han}/gu
const letter = /\p{L}/gu

/** The share of a text's letters that are Han characters; null when it has too few letters to tell. */
export function hanShare(text: string): number | null {
  const letters = text.match(letter)?.length ?? 0
  if (letters < 4) return null
  return (text.match(han)?.length ?? 0) / letters
}

/**
 * Issue 38, item 4: whether a text reads as written in another language's script than the one it
 * is about to be published in: English or Russian over half Han characters, Chinese almost none (a Chinese
 * title keeps its Latin model numbers, so a few are not enough).
 */
const otherScript: Record<WrittenLocale, (share: number) => boolean> = {
  zh: (share) => share < 0.1,
  en: (share) => share > 0.5,
  ru: (share) => share > 0.5,
}

export function looksLikeAnotherLanguage(locale: Locale, text: unknown): boolean {
  if (typeof text !== 'string') return false
  const share = hanShare(text)
  return share !== null && otherScript[textLanguage(locale)](share)
}

/** The fields checked before a language is published: the document's title and its summary. */
export const scriptCheckedFields = ['title', 'firstTitle', 'name', 'summary'] as const
