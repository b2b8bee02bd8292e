import { NewsDetailView } from '@/components/news/NewsDetailView'

import { loadedPage } from '../../../_load/loadedPage'
import { loadNewsArticle } from '../../../_load/news'

export { newsDetailMetadata as generateMetadata } from '@/seo/pages/news-detail'

/** Articles render on their first request and are then served from the cache. */
export async function generateStaticParams() {
  return []
}

export default loadedPage(loadNewsArticle, NewsDetailView, 'desktop')
