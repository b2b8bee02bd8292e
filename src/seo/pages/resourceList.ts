import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getResourcePage, type ResourcePageSlug } from '@/data/resourcePages'
import { getGlobalSeo } from '@/data/seo'
import { pageLanguage } from '@/i18n/pageLanguage'

import { pageMetadata } from '../pageMetadata'

type Props = { params: Promise<{ locale: string }> }

/** Issue 29: the list pages' metadata (desktop and mobile twins): the page global, its SEO tab, the UI's words. */
export function listMetadata(slug: ResourcePageSlug, area: 'downloads' | 'caseStudies' | 'whereToBuy', path: string) {
  return async ({ params }: Props): Promise<Metadata> => {
    const locale = await pageLanguage(params)
    const [page, t, seo] = await Promise.all([getResourcePage(slug, locale), getTranslations({ locale, namespace: `resources.${area}` }), getGlobalSeo(slug, locale)])
    return pageMetadata({ path, locale, title: page.title || t('title'), description: page.intro || t('description'), seo })
  }
}


/** Issue 36: a list searched (`?q=…`, rendered per request) is for visitors only: noindex, as the site search. */
export function listSearchMetadata(metadata: (props: Props) => Promise<Metadata>) {
  return async (props: Props): Promise<Metadata> => ({ ...(await metadata(props)), robots: { index: false, follow: true } })
}
