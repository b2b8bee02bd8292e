import { MobileNewsListView } from '@/components/mobile/news/MobileNewsListView'

import { loadedPage } from '../../../_load/loadedPage'
import { loadNewsList } from '../../../_load/news'

export { newsListMetadata as generateMetadata } from '@/seo/pages/news-list'

/** Every list page renders on its first request and is then served from the cache. */
export async function generateStaticParams() {
  return []
}

/**
 * §2.2 /m.news-list, /m.news-list/{id}, /m.news-list/{id?}/{page}: the same segments as the desktop
 * list; non-canonical spellings (page 1, bare `all`) redirect to the mobile canonical address.
 */
export default loadedPage(loadNewsList, MobileNewsListView, 'mobile')
