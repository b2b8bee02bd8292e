import { DownloadsView } from '@/components/resources/DownloadsView'

import { loadedPage } from '../../../_load/loadedPage'
import { loadDownloads } from '../../../_load/resources'

export { downloadsMetadata as generateMetadata } from '@/seo/pages/downloads'

/** The whole list is built with the site; each filter and page renders on its first request, then is served from the cache. */
export async function generateStaticParams() {
  return [{ filter: [] }]
}

/** Issue 29 /downloads: the download centre; issue 36 /downloads?type=…&page=N, served from /downloads/type=…/page=N. */
export default loadedPage(loadDownloads, DownloadsView, 'desktop')
