import { NewsListView } from '@/components/news/NewsListView'

import { loadNewsList } from '../../../_load/news'

export { newsListMetadata as generateMetadata } from '@/seo/pages/news-list'

type Props = { params: Promise<{ locale: string; segments?: string[] }> }

/** Every list page renders on its first request and is then served from the cache. */
export async function generateStaticParams() {
  return []
}

export default async function NewsListPage({ params }: Props) {
  return <NewsListView {...await loadNewsList(params, 'desktop')} />
}
