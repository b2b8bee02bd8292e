import { MobileWhereToBuyView } from '@/components/mobile/resources/MobileResourceViews'

import { searchWhereToBuy } from '../../../_load/resources'

export { whereToBuySearchMetadata as generateMetadata } from '@/seo/pages/where-to-buy'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Issue 36 /m.where-to-buy?q=…, the twin of /where-to-buy?q=…. */
export default async function WhereToBuySearchPage({ params, searchParams }: Props) {
  return <MobileWhereToBuyView {...await searchWhereToBuy(params, searchParams)} />
}
