import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { mobilePaths } from '@/rules/routes'
import { MobileSolutionDetailView } from '@/components/mobile/solution/MobileSolutionDetailView'

import { loadSolution } from '../../../_load/pages'
import { isMissing } from '../../../_load/missing'

export { solutionDetailMetadata as generateMetadata } from '@/seo/pages/solution-detail'

type Props = { params: Promise<{ locale: string; id: string }> }

// Rendered on the first request for each solution, then served from the cache (revalidated by tag).
export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

/** §2.2 /m.solution-detail/{id}, the twin of /solution-detail/{id}. */
export default async function MobileSolutionDetailPage({ params }: Props) {
  const page = await loadSolution(params, 'mobile')
  if (isMissing(page)) return <NotFoundContent locale={page.locale} home={mobilePaths.home()} />
  return <MobileSolutionDetailView {...page} />
}
