import { SiteMapView } from '@/components/about/SiteMapView'

import { loadSiteMap } from '../../_load/pages'

export { siteMapMetadata as generateMetadata } from '@/seo/pages/site-map'

type Props = { params: Promise<{ locale: string }> }

export default async function SiteMapPage({ params }: Props) {
  return <SiteMapView {...await loadSiteMap(params)} />
}
