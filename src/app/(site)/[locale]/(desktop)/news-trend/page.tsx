
import { NewsTrendView } from '@/components/news/NewsTrendView'
import { getNewsTrend } from '@/data/newsTrend'
import { pageLanguage } from '@/i18n/pageLanguage'

export { newsTrendMetadata as generateMetadata } from '@/seo/pages/news-trend'

type Props = { params: Promise<{ locale: string }> }

export default async function NewsTrendPage({ params }: Props) {
  const locale = await pageLanguage(params)
  return <NewsTrendView locale={locale} {...await getNewsTrend(locale)} />
}
