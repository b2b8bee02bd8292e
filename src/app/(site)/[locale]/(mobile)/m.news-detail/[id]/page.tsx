import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { mobilePaths } from '@/rules/routes'
import { MobileNewsDetailView } from '@/components/mobile/news/MobileNewsDetailView'

import { loadNewsArticle } from '../../../_load/news'
import { isMissing } from '../../../_load/missing'

export { newsDetailMetadata as generateMetadata } from '@/seo/pages/news-detail'

type Props = { params: Promise<{ locale: string; id: string }> }

/** Articles render on their first request and are then served from the cache. */
export async function generateStaticParams() {
  return []
}

/** §2.2 /m.news-detail/{id}, the twin of /news-detail/{id}. */
export default async function MobileNewsDetailPage({ params }: Props) {
  const page = await loadNewsArticle(params, 'mobile')
  if (isMissing(page)) return <NotFoundContent locale={page.locale} home={mobilePaths.home()} />
  return <MobileNewsDetailView {...page} />
}
