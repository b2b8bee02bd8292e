import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { WhereToBuyView } from '@/components/resources/WhereToBuyView'

import { isMissing } from '../../../_load/missing'
import { loadWhereToBuy } from '../../../_load/resources'

export { whereToBuyMetadata as generateMetadata } from '@/seo/pages/where-to-buy'

type Props = { params: Promise<{ locale: string; filter?: string[] }> }

/** The whole list is built with the site; each filter and page renders on its first request, then is served from the cache. */
export async function generateStaticParams() {
  return [{ filter: [] }]
}

/** Issue 29 /where-to-buy: partners by region and country; issue 36 /where-to-buy?type=…&page=N, served from /where-to-buy/type=…/page=N. */
export default async function WhereToBuyPage({ params }: Props) {
  const page = await loadWhereToBuy(params)
  if (isMissing(page)) return <NotFoundContent locale={page.locale} />
  return <WhereToBuyView {...page} />
}
