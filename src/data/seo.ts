import { payloadLocale } from '@/cms/payloadLocale'
import type { Locale } from '@/rules/language'
import type { EditedSeo } from '@/rules/seo'
import { tags } from '@/rules/tags'

import { cached } from './cache'
import { type Image, toImage } from './media'
import { getPayloadClient } from './payload'
import { isReadingDrafts, visibleGlobal } from './visibility'

/**
 * Issue 13 SEO fields (the plugin's `meta` group): what an editor typed in a page's SEO tab, in
 * one language. Read apart from the page content so that the `/api/front` answers built from that
 * content keep their shape; src/rules/seo.ts decides what wins over the derived values.
 */
export type PageSeo = EditedSeo<Image>

type Meta = { title?: string | null; description?: string | null; image?: unknown } | null | undefined

function toSeo(meta: Meta): PageSeo {
  // The share picture is its 1200×630 copy (the networks' size), cut around the focal point the
  // editor chose (issue 31); a picture smaller than that is used whole.
  return { title: meta?.title ?? '', description: meta?.description ?? '', image: toImage(meta?.image, 'social') }
}

export type SeoCollection = 'products' | 'solutions' | 'news' | 'case-studies'

export type SeoGlobal =
  | 'home-page'
  | 'mdm-page'
  | 'mdm-pricing'
  | 'company-profile'
  | 'legal-notice'
  | 'conference-page'
  | 'mobile-guide'
  | 'downloads-page'
  | 'case-studies-page'
  | 'where-to-buy-page'

/** The SEO fields of one product, solution or news article (published, or the draft in a preview). */
export const getDocumentSeo = cached(
  async (collection: SeoCollection, id: number, locale: Locale): Promise<PageSeo> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection,
      locale: payloadLocale(locale),
      depth: 1,
      limit: 1,
      draft: isReadingDrafts(),
      // An empty field in English means "derive it", not "show the Chinese meta title".
      fallbackLocale: false,
      where: { id: { equals: id } },
      select: { meta: true },
    })
    return toSeo((result.docs[0] as { meta?: Meta } | undefined)?.meta)
  },
  'document-seo',
  [tags.products, tags.solutions, tags.news, tags.caseStudies, tags.media],
)

/** The SEO fields of one page global. */
export const getGlobalSeo = cached(
  async (slug: SeoGlobal, locale: Locale): Promise<PageSeo> => {
    const payload = await getPayloadClient()
    const page = await payload.findGlobal({ slug, locale: payloadLocale(locale), depth: 1, select: { meta: true }, ...visibleGlobal() })
    return toSeo((page as { meta?: Meta }).meta)
  },
  'global-seo',
  [
    tags.homePage,
    tags.mdmPage,
    tags.mdmPricing,
    tags.companyProfile,
    tags.legalNotice,
    tags.conferencePage,
    tags.mobileGuide,
    tags.downloadsPage,
    tags.caseStudiesPage,
    tags.whereToBuyPage,
    tags.media,
  ],
)
