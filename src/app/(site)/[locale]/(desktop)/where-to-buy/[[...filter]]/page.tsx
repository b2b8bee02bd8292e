import { WhereToBuyView } from '@/components/resources/WhereToBuyView'

import { loadedPage } from '../../../_load/loadedPage'
import { loadWhereToBuy } from '../../../_load/resources'

export { whereToBuyMetadata as generateMetadata } from '@/seo/pages/where-to-buy'

/** The whole list is built with the site; each filter and page renders on its first request, then is served from the cache. */
export async function generateStaticParams() {
  return [{ filter: [] }]
}

/** Issue 29 /where-to-buy: partners by region and country; issue 36 /where-to-buy?type=…&page=N, served from /where-to-buy/type=…/page=N. */
export default loadedPage(loadWhereToBuy, WhereToBuyView, 'desktop')
