import { MobileNewsDetailView } from '@/components/mobile/news/MobileNewsDetailView'

import { loadNewsArticle } from '../../../_load/news'

export { newsDetailMetadata as generateMetadata } from '@/seo/pages/news-detail'

type Props = { params: Promise<{ locale: string; id: string }> }

/** Articles render on their first request and are then served from the cache. */
export async function generateStaticParams() {
  return []
}

/** §2.2 /m.news-detail/{id}, the twin of /news-detail/{id}. */
export default async function MobileNewsDetailPage({ params }: Props) {
  return <MobileNewsDetailView {...await loadNewsArticle(params)} />
}
