import { setRequestLocale } from 'next-intl/server'

import { MobileNewsTrendView } from '@/components/mobile/news/MobileNewsTrendView'
import { getNewsTrend } from '@/data/newsTrend'
import { languageOrDefault } from '@/rules/language'

export { newsTrendMetadata as generateMetadata } from '@/seo/pages/news-trend'

type Props = { params: Promise<{ locale: string }> }

/** §2.2 /m.news-trend, the twin of /news-trend. */
export default async function MobileNewsTrendPage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  return <MobileNewsTrendView locale={locale} {...await getNewsTrend(locale)} />
}
