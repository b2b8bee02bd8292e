import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { SolutionDetailView } from '@/components/solution/SolutionDetailView'

import { loadSolution } from '../../../_load/pages'
import { isMissing } from '../../../_load/missing'

export { solutionDetailMetadata as generateMetadata } from '@/seo/pages/solution-detail'

type Props = { params: Promise<{ locale: string; id: string }> }

// Rendered on the first request for each solution, then served from the cache (revalidated by tag).
export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

export default async function SolutionDetailPage({ params }: Props) {
  const page = await loadSolution(params, 'desktop')
  if (isMissing(page)) return <NotFoundContent locale={page.locale} />
  return <SolutionDetailView {...page} />
}
