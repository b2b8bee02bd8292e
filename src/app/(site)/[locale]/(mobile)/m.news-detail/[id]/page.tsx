import { MobileNewsDetailView } from '@/components/mobile/news/MobileNewsDetailView'

import { loadedPage } from '../../../_load/loadedPage'
import { loadNewsArticle } from '../../../_load/news'

export { newsDetailMetadata as generateMetadata } from '@/seo/pages/news-detail'

/** Articles render on their first request and are then served from the cache. */
export async function generateStaticParams() {
  return []
}

/** §2.2 /m.news-detail/{id}, the twin of /news-detail/{id}. */
export default loadedPage(loadNewsArticle, MobileNewsDetailView, 'mobile')
