import { MobileCaseStudyView } from '@/components/mobile/resources/MobileCaseStudyView'

import { loadedPage } from '../../../_load/loadedPage'
import { loadCaseStudy } from '../../../_load/resources'

export { caseStudyMetadata as generateMetadata } from '@/seo/pages/case-study'

// Rendered on the first request for each case study, then served from the cache (revalidated by tag).
export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

/** Issue 29 /m.case-studies/<slug>, the twin of /case-studies/<slug>. */
export default loadedPage(loadCaseStudy, MobileCaseStudyView, 'mobile')
