import { MobileSolutionDetailView } from '@/components/mobile/solution/MobileSolutionDetailView'

import { loadSolution } from '../../../_load/pages'

export { solutionDetailMetadata as generateMetadata } from '@/seo/pages/solution-detail'

type Props = { params: Promise<{ locale: string; id: string }> }

// Rendered on the first request for each solution, then served from the cache (revalidated by tag).
export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

/** §2.2 /m.solution-detail/{id}, the twin of /solution-detail/{id}. */
export default async function MobileSolutionDetailPage({ params }: Props) {
  return <MobileSolutionDetailView {...await loadSolution(params)} />
}
