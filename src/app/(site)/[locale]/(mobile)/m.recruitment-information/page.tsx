import { MobileRecruitmentView } from '@/components/mobile/about/MobileRecruitmentView'

import { loadRecruitment } from '../../_load/pages'

export { recruitmentMetadata as generateMetadata } from '@/seo/pages/recruitment-information'

type Props = { params: Promise<{ locale: string }> }

/** §2.2 /m.recruitment-information, the twin of /recruitment-information. */
export default async function MobileRecruitmentPage({ params }: Props) {
  return <MobileRecruitmentView {...await loadRecruitment(params)} />
}
