import { MobileProfileView } from '@/components/mobile/about/MobileProfileView'

import { loadProfile } from '../../_load/pages'

export { introductoryMetadata as generateMetadata } from '@/seo/pages/introductory'

type Props = { params: Promise<{ locale: string }> }

/** §2.2 /m.introductory, the twin of /introductory. */
export default async function MobileIntroductoryPage({ params }: Props) {
  return <MobileProfileView {...await loadProfile(params)} />
}
