import { HomeView } from '@/components/home/HomeView'
import { JsonLd } from '@/seo/JsonLd'
import { organizationJsonLd } from '@/seo/jsonLd'

import { loadHome } from '../_load/pages'

export { homeMetadata as generateMetadata } from '@/seo/pages/home'

type Props = { params: Promise<{ locale: string }> }

export default async function HomePage({ params }: Props) {
  const data = await loadHome(params)
  return (
    <>
      <JsonLd data={organizationJsonLd(data.site, data.locale)} />
      <HomeView {...data} />
    </>
  )
}
