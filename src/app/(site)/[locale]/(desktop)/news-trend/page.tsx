import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NewsTrendView } from '@/components/news/NewsTrendView'
import { getNewsBanner, getNewsCategories, getNewsPage, getTopNews } from '@/data/news'
import { languageOrDefault } from '@/rules/language'
import { paths } from '@/rules/routes'
import { pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = languageOrDefault((await params).locale)
  const t = await getTranslations({ locale, namespace: 'news' })
  const [lead] = await getNewsBanner(locale)
  return pageMetadata({ path: paths.newsTrend(), locale, title: t('trendTitle'), description: t('trendDescription'), image: lead?.imageUrl ? { url: lead.imageUrl, alt: lead.title, width: null, height: null } : null })
}

export default async function NewsTrendPage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  const [banner, top, categories, latest] = await Promise.all([
    getNewsBanner(locale),
    getTopNews(locale),
    getNewsCategories(locale),
    getNewsPage(locale, null, 1),
  ])
  const pages = await Promise.all(categories.map((category) => getNewsPage(locale, category.id, 1)))
  const categoryCounts = new Map(categories.map((category, index) => [category.id, pages[index]?.totalDocs ?? 0]))
  return (
    <NewsTrendView
      locale={locale}
      banner={banner}
      top={top}
      categories={categories}
      latest={latest?.items ?? []}
      categoryCounts={categoryCounts}
    />
  )
}
