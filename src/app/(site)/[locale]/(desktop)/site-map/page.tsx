import { setRequestLocale } from 'next-intl/server'

import { SiteMapView } from '@/components/about/SiteMapView'
import { getNewsCategories } from '@/data/news'
import { getProductCategories } from '@/data/products'
import { getSolutions } from '@/data/solutions'
import { languageOrDefault } from '@/rules/language'

export { siteMapMetadata as generateMetadata } from '@/seo/pages/site-map'

type Props = { params: Promise<{ locale: string }> }

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
