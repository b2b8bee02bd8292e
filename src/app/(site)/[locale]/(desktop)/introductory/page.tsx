import { ProfileView } from '@/components/about/ProfileView'

import { loadProfile } from '../../_load/pages'

export { introductoryMetadata as generateMetadata } from '@/seo/pages/introductory'

type Props = { params: Promise<{ locale: string }> }

export default async function IntroductoryPage({ params }: Props) {
  return <ProfileView {...await loadProfile(params)} />
}
