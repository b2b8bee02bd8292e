import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { MobileCaseStudyView } from '@/components/mobile/resources/MobileCaseStudyView'

import { isMissing } from '../../../_load/missing'
import { loadCaseStudy } from '../../../_load/resources'

export { caseStudyMetadata as generateMetadata } from '@/seo/pages/case-study'

type Props = { params: Promise<{ locale: string; slug: string }> }

// Rendered on the first request for each case study, then served from the cache (revalidated by tag).
export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

/** Issue 29 /m.case-studies/<slug>, the twin of /case-studies/<slug>. */
export default async function CaseStudyPage({ params }: Props) {
  const page = await loadCaseStudy(params)
  if (isMissing(page)) return <NotFoundContent locale={page.locale} />
  return <MobileCaseStudyView {...page} />
}
