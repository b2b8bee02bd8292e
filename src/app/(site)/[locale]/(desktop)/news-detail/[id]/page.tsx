import { NewsDetailView } from '@/components/news/NewsDetailView'

import { loadNewsArticle } from '../../../_load/news'

export { newsDetailMetadata as generateMetadata } from '@/seo/pages/news-detail'

type Props = { params: Promise<{ locale: string; id: string }> }

/** Articles render on their first request and are then served from the cache. */
export async function generateStaticParams() {
  return []
}

export default async function NewsDetailPage({ params }: Props) {
  return <NewsDetailView {...await loadNewsArticle(params)} />
}
