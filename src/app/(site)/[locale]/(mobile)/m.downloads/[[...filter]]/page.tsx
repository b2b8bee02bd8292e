import { MobileDownloadsView } from '@/components/mobile/resources/MobileResourceViews'

import { loadedPage } from '../../../_load/loadedPage'
import { loadDownloads } from '../../../_load/resources'

export { downloadsMetadata as generateMetadata } from '@/seo/pages/downloads'

/** The whole list is built with the site; each filter and page renders on its first request, then is served from the cache. */
export async function generateStaticParams() {
  return [{ filter: [] }]
}

/** Issue 29 /m.downloads, the twin of /downloads (issue 36: filtered and paged as it). */
export default loadedPage(loadDownloads, MobileDownloadsView, 'mobile')
