import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { HomeView } from '@/components/home/HomeView'
import { getHomeContent, getSiteSettings } from '@/data/globals'
import { getNewsPage } from '@/data/news'
import { getProductCategories } from '@/data/products'
import { getSolutions } from '@/data/solutions'
import { languageOrDefault } from '@/rules/language'
import { paths } from '@/rules/routes'
import { pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = languageOrDefault((await params).locale)
  const [site, home] = await Promise.all([getSiteSettings(locale), getHomeContent(locale)])
  const metadata = pageMetadata({ path: paths.home(), locale, description: site.description, image: home.banners[0]?.image })
  return { ...metadata, title: { absolute: site.tagline ? `${site.companyName} | ${site.tagline}` : site.companyName } }
}

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
