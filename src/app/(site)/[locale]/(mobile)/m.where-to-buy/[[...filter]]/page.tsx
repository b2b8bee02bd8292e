import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { MobileWhereToBuyView } from '@/components/mobile/resources/MobileResourceViews'

import { isMissing } from '../../../_load/missing'
import { loadWhereToBuy } from '../../../_load/resources'

export { whereToBuyMetadata as generateMetadata } from '@/seo/pages/where-to-buy'

type Props = { params: Promise<{ locale: string; filter?: string[] }> }

/** The whole list is built with the site; each filter and page renders on its first request, then is served from the cache. */
export async function generateStaticParams() {
  return [{ filter: [] }]
}

/** Issue 29 /m.where-to-buy, the twin of /where-to-buy (issue 36: filtered and paged as it). */
export default async function WhereToBuyPage({ params }: Props) {
  const page = await loadWhereToBuy(params)
  if (isMissing(page)) return <NotFoundContent locale={page.locale} />
  return <MobileWhereToBuyView {...page} />
}
