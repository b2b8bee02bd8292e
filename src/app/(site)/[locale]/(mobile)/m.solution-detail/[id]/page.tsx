import { MobileSolutionDetailView } from '@/components/mobile/solution/MobileSolutionDetailView'

import { loadedPage } from '../../../_load/loadedPage'
import { loadSolution } from '../../../_load/pages'

export { solutionDetailMetadata as generateMetadata } from '@/seo/pages/solution-detail'

// Rendered on the first request for each solution, then served from the cache (revalidated by tag).
export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

/** §2.2 /m.solution-detail/{id}, the twin of /solution-detail/{id}. */
export default loadedPage(loadSolution, MobileSolutionDetailView, 'mobile')
