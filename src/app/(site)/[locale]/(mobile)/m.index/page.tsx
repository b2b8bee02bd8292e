import { MobileHomeView } from '@/components/mobile/home/MobileHomeView'

import { loadHome } from '../../_load/pages'

export { homeMetadata as generateMetadata } from '@/seo/pages/home'

type Props = { params: Promise<{ locale: string }> }

/** §2.2 /m.index, the twin of /. */
export default async function MobileHomePage({ params }: Props) {
  return <MobileHomeView {...await loadHome(params)} />
}
