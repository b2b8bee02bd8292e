import { MobileHomeView } from '@/components/mobile/home/MobileHomeView'
import { JsonLd } from '@/seo/JsonLd'
import { organizationJsonLd } from '@/seo/jsonLd'

import { loadHome } from '../../_load/pages'

export { homeMetadata as generateMetadata } from '@/seo/pages/home'

type Props = { params: Promise<{ locale: string }> }

/** §2.2 /m.index, the twin of /. */
export default async function MobileHomePage({ params }: Props) {
  const data = await loadHome(params)
  return (
    <>
      <JsonLd data={organizationJsonLd(data.site, data.locale)} />
      <MobileHomeView {...data} />
    </>
  )
}
