
import { MobileNewsTrendView } from '@/components/mobile/news/MobileNewsTrendView'
import { getNewsTrend } from '@/data/newsTrend'
import { pageLanguage } from '@/i18n/pageLanguage'

export { newsTrendMetadata as generateMetadata } from '@/seo/pages/news-trend'

type Props = { params: Promise<{ locale: string }> }

/** §2.2 /m.news-trend, the twin of /news-trend. */
export default async function MobileNewsTrendPage({ params }: Props) {
  const locale = await pageLanguage(params)
  return <MobileNewsTrendView locale={locale} {...await getNewsTrend(locale)} />
}
