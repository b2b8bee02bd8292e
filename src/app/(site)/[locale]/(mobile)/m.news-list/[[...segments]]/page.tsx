import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { mobilePaths } from '@/rules/routes'
import { MobileNewsListView } from '@/components/mobile/news/MobileNewsListView'

import { loadNewsList } from '../../../_load/news'
import { isMissing } from '../../../_load/missing'

export { newsListMetadata as generateMetadata } from '@/seo/pages/news-list'

type Props = { params: Promise<{ locale: string; segments?: string[] }> }

/** Every list page renders on its first request and is then served from the cache. */
export async function generateStaticParams() {
  return []
}

/**
 * §2.2 /m.news-list, /m.news-list/{id}, /m.news-list/{id?}/{page}: the same segments as the desktop
 * list; non-canonical spellings (page 1, bare `all`) redirect to the mobile canonical address.
 */
export default async function MobileNewsListPage({ params }: Props) {
  const page = await loadNewsList(params, 'mobile')
  if (isMissing(page)) return <NotFoundContent locale={page.locale} home={mobilePaths.home()} />
  return <MobileNewsListView {...page} />
}
