import { MobileSiteMapView } from '@/components/mobile/about/MobileSiteMapView'

import { loadSiteMap } from '../../_load/pages'

export { siteMapMetadata as generateMetadata } from '@/seo/pages/site-map'

type Props = { params: Promise<{ locale: string }> }

/** §2.2 /m.site-map, the twin of /site-map: every link goes to a mobile page. */
export default async function MobileSiteMapPage({ params }: Props) {
  return <MobileSiteMapView {...await loadSiteMap(params)} />
}
