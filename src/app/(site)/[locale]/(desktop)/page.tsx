import { HomeView } from '@/components/home/HomeView'

import { loadHome } from '../_load/pages'

export { homeMetadata as generateMetadata } from '@/seo/pages/home'

type Props = { params: Promise<{ locale: string }> }

export default async function HomePage({ params }: Props) {
  return <HomeView {...await loadHome(params)} />
}
