import { MobileWhereToBuyView } from '@/components/mobile/resources/MobileResourceViews'

import { loadedPage } from '../../../_load/loadedPage'
import { loadWhereToBuy } from '../../../_load/resources'

export { whereToBuyMetadata as generateMetadata } from '@/seo/pages/where-to-buy'

/** The whole list is built with the site; each filter and page renders on its first request, then is served from the cache. */
export async function generateStaticParams() {
  return [{ filter: [] }]
}

/** Issue 29 /m.where-to-buy, the twin of /where-to-buy (issue 36: filtered and paged as it). */
export default loadedPage(loadWhereToBuy, MobileWhereToBuyView, 'mobile')
