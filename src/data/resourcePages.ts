// Issue 29: the heading and introduction of the download centre, case studies and where-to-buy pages.
import type { Locale } from '@/rules/language'
import { tags } from '@/rules/tags'

import { cached } from './cache'
import { readGlobal } from './globals'

export type ResourcePageSlug = 'downloads-page' | 'case-studies-page' | 'where-to-buy-page'

export interface ResourcePage {
  title: string
  intro: string
}

export const getResourcePage = cached(
  async (slug: ResourcePageSlug, locale: Locale): Promise<ResourcePage> => {
    const page = await readGlobal<{ title?: string | null; intro?: string | null }>(slug, locale)
    return { title: page.title ?? '', intro: page.intro ?? '' }
  },
  'resource-page',
  [tags.downloadsPage, tags.caseStudiesPage, tags.whereToBuyPage],
)
