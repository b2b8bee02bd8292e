import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { CaseStudyView } from '@/components/resources/CaseStudyView'

import { isMissing } from '../../../_load/missing'
import { loadCaseStudy } from '../../../_load/resources'

export { caseStudyMetadata as generateMetadata } from '@/seo/pages/case-study'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Rendered on the first request for each case study, then served from the cache (revalidated by tag).
export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

/** Issue 29 /case-studies/<slug>. */
export default async function CaseStudyPage({ params }: Props) {
  const page = await loadCaseStudy(params)
  if (isMissing(page)) return <NotFoundContent locale={page.locale} />
  return <CaseStudyView {...page} />
}
