import { NewsListView } from '@/components/news/NewsListView'

import { loadedPage } from '../../../_load/loadedPage'
import { loadNewsList } from '../../../_load/news'

export { newsListMetadata as generateMetadata } from '@/seo/pages/news-list'

/** Every list page renders on its first request and is then served from the cache. */
export async function generateStaticParams() {
  return []
}

export default loadedPage(loadNewsList, NewsListView, 'desktop')
