import { MobileCaseStudiesView } from '@/components/mobile/resources/MobileResourceViews'

import { loadCaseStudies } from '../../_load/resources'

export { caseStudiesMetadata as generateMetadata } from '@/seo/pages/case-studies'

type Props = { params: Promise<{ locale: string }> }

/** Issue 29 /m.case-studies, the twin of /case-studies. */
export default async function CaseStudiesPage({ params }: Props) {
  return <MobileCaseStudiesView {...await loadCaseStudies(params)} />
}
