/**
 * SEO fields (issue 13): what an editor typed in a page's SEO tab wins; a field left empty falls
 * back to what the page derives today (its title, summary, cover). An edited title is the whole
 * title, as the admin's search-result preview shows it, so the site name is not appended to it.
 */
import { defaultLocale, isLocale, textLanguage, type WrittenLocale } from './language'

export interface EditedSeo<Picture> {
  title: string
  description: string
  image: Picture | null
}

export interface DerivedSeo<Picture> {
  title?: string
  description?: string
  image?: Picture | null
}

export interface ChosenSeo<Picture> {
  title: string | undefined
  /** True when the title is the editor's: it then replaces the `%s | company` template. */
  titleIsEdited: boolean
  description: string | undefined
  image: Picture | null
}

const filled = (text: string | undefined | null): string | undefined => (text?.trim() ? text.trim() : undefined)

export function chooseSeo<Picture>(edited: EditedSeo<Picture> | null | undefined, derived: DerivedSeo<Picture>): ChosenSeo<Picture> {
  const title = filled(edited?.title)
  return {
    title: title ?? filled(derived.title),
    titleIsEdited: title !== undefined,
    description: filled(edited?.description) ?? filled(derived.description),
    image: edited?.image ?? derived.image ?? null,
  }
}

/**
 * Issue 31: the SEO tab's length targets in each language. Search results show about 60 Latin
 * characters of a title and 150 of a description; a Chinese character takes about twice the width,
 * so a good Chinese title or description has about half as many.
 */
export const seoLengthTargets = {
  en: { title: { minLength: 50, maxLength: 60 }, description: { minLength: 100, maxLength: 150 } },
  // Cyrillic letters take about the width of Latin ones.
  ru: { title: { minLength: 50, maxLength: 60 }, description: { minLength: 100, maxLength: 150 } },
  zh: { title: { minLength: 25, maxLength: 30 }, description: { minLength: 50, maxLength: 75 } },
} as const satisfies Record<WrittenLocale, Record<'title' | 'description', { minLength: number; maxLength: number }>>

export function seoLengths(locale: string | undefined) {
  return seoLengthTargets[isLocale(locale) ? textLanguage(locale) : defaultLocale]
}
