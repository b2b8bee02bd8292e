import { RecruitmentView } from '@/components/about/RecruitmentView'

import { loadRecruitment } from '../../_load/pages'

export { recruitmentMetadata as generateMetadata } from '@/seo/pages/recruitment-information'

type Props = { params: Promise<{ locale: string }> }

export default async function RecruitmentPage({ params }: Props) {
  return <RecruitmentView {...await loadRecruitment(params)} />
}
