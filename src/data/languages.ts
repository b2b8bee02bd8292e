import { type Locale, locales } from '@/rules/language'
import { publishedLanguages, titleFields } from '@/rules/publishedLanguages'
import { tags } from '@/rules/tags'

import { cached } from './cache'
import { getPayloadClient } from './payload'
import { isReadingDrafts } from './visibility'

/**
 * Issue 31: the languages a page exists in, for its 404 and its hreflang alternates (a language
 * whose text was never published has no page there: src/rules/publishedLanguages.ts).
 */

export type DetailCollection = 'news' | 'products' | 'solutions' | 'case-studies'

/** The languages one published document is published in (none when unpublished or unknown). */
export const getDocumentLanguages = cached(
  async (collection: DetailCollection, id: number): Promise<Locale[]> => {
    if (isReadingDrafts()) return [...locales]
    const payload = await getPayloadClient()
    const field = titleFields[collection]
    const result = await payload.find({
      collection,
      locale: 'all',
      depth: 0,
      limit: 1,
      draft: false,
      where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
      select: { [field]: true, _status: true },
    })
    const doc = result.docs[0] as unknown as Record<string, unknown> | undefined
    return doc ? publishedLanguages(doc._status, doc[field]) : []
  },
  'document-languages',
  [tags.news, tags.products, tags.solutions, tags.caseStudies],
)

/** The page globals that are a page of their own (the home page and the list pages always exist). */
export const pageGlobals = ['company-profile', 'legal-notice', 'mdm-page', 'mdm-pricing', 'conference-page', 'mobile-guide'] as const
export type PageGlobal = (typeof pageGlobals)[number]

/** The languages a page global is published in: its title there. */
export const getPageLanguages = cached(
  async (slug: PageGlobal): Promise<Locale[]> => {
    if (isReadingDrafts()) return [...locales]
    const payload = await getPayloadClient()
    const page = (await payload.findGlobal({ slug, locale: 'all', depth: 0, draft: false, select: { title: true, _status: true } as never })) as unknown as Record<string, unknown>
    // A global saved only as a draft so far has `_status: 'draft'`; one older than drafts has none.
    return publishedLanguages(page._status ?? 'published', page.title)
  },
  'page-languages',
  [tags.companyProfile, tags.legalNotice, tags.mdmPage, tags.mdmPricing, tags.conferencePage, tags.mobileGuide],
)

export async function isPagePublished(slug: PageGlobal, locale: Locale): Promise<boolean> {
  return (await getPageLanguages(slug)).includes(locale)
}
