import { setRequestLocale } from 'next-intl/server'

import { HomeView } from '@/components/home/HomeView'
import { getHomeContent } from '@/data/globals'
import { getNewsPage } from '@/data/news'
import { getProductCategories } from '@/data/products'
import { getSolutions } from '@/data/solutions'
import { languageOrDefault } from '@/rules/language'

export { homeMetadata as generateMetadata } from '@/seo/pages/home'

type Props = { params: Promise<{ locale: string }> }

export default async function HomePage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  const [home, categories, solutions, news] = await Promise.all([
    getHomeContent(locale),
    getProductCategories(locale),
    getSolutions(locale),
    getNewsPage(locale, null, 1),
  ])
  return <HomeView home={home} categories={categories} solutions={solutions} news={news?.items ?? []} locale={locale} />
}
