import { CaseStudiesView } from '@/components/resources/CaseStudiesView'

import { loadCaseStudies } from '../../_load/resources'

export { caseStudiesMetadata as generateMetadata } from '@/seo/pages/case-studies'

type Props = { params: Promise<{ locale: string }> }

/** Issue 29 /case-studies: the customer case studies. */
export default async function CaseStudiesPage({ params }: Props) {
  return <CaseStudiesView {...await loadCaseStudies(params)} />
}
