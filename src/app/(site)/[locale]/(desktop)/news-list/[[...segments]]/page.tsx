import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { NewsListView } from '@/components/news/NewsListView'

import { loadNewsList } from '../../../_load/news'
import { isMissing } from '../../../_load/missing'

export { newsListMetadata as generateMetadata } from '@/seo/pages/news-list'

type Props = { params: Promise<{ locale: string; segments?: string[] }> }

/** Every list page renders on its first request and is then served from the cache. */
export async function generateStaticParams() {
  return []
}

export default async function NewsListPage({ params }: Props) {
  const page = await loadNewsList(params, 'desktop')
  if (isMissing(page)) return <NotFoundContent locale={page.locale} />
  return <NewsListView {...page} />
}
