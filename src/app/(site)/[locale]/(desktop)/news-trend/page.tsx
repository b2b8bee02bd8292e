import { setRequestLocale } from 'next-intl/server'

import { NewsTrendView } from '@/components/news/NewsTrendView'
import { getNewsTrend } from '@/data/newsTrend'
import { languageOrDefault } from '@/rules/language'

export { newsTrendMetadata as generateMetadata } from '@/seo/pages/news-trend'

type Props = { params: Promise<{ locale: string }> }

export default async function NewsTrendPage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  return <NewsTrendView locale={locale} {...await getNewsTrend(locale)} />
}
