import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SiteMapView } from '@/components/about/SiteMapView'
import { getNewsCategories } from '@/data/news'
import { getProductCategories } from '@/data/products'
import { getSolutions } from '@/data/solutions'
import { languageOrDefault } from '@/rules/language'
import { paths } from '@/rules/routes'
import { pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = languageOrDefault((await params).locale)
  const t = await getTranslations({ locale, namespace: 'about' })
  return pageMetadata({ path: paths.siteMap(), locale, title: t('siteMapTitle'), description: t('siteMapDescription') })
}

export default async function SiteMapPage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  const [categories, solutions, newsCategories] = await Promise.all([
    getProductCategories(locale),
    getSolutions(locale),
    getNewsCategories(locale),
  ])
  return <SiteMapView locale={locale} categories={categories} solutions={solutions} newsCategories={newsCategories} />
}
