import { WhereToBuyView } from '@/components/resources/WhereToBuyView'

import { searchWhereToBuy } from '../../../_load/resources'

export { whereToBuySearchMetadata as generateMetadata } from '@/seo/pages/where-to-buy'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Issue 36 /where-to-buy?q=…: searched, rendered per request (the proxy sends a text query here). */
export default async function WhereToBuySearchPage({ params, searchParams }: Props) {
  return <WhereToBuyView {...await searchWhereToBuy(params, searchParams)} />
}
