import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { NewsDetailView } from '@/components/news/NewsDetailView'

import { loadNewsArticle } from '../../../_load/news'
import { isMissing } from '../../../_load/missing'

export { newsDetailMetadata as generateMetadata } from '@/seo/pages/news-detail'

type Props = { params: Promise<{ locale: string; id: string }> }

/** Articles render on their first request and are then served from the cache. */
export async function generateStaticParams() {
  return []
}

export default async function NewsDetailPage({ params }: Props) {
  const page = await loadNewsArticle(params, 'desktop')
  if (isMissing(page)) return <NotFoundContent locale={page.locale} />
  return <NewsDetailView {...page} />
}
