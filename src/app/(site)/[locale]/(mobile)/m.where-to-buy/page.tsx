import { MobileWhereToBuyView } from '@/components/mobile/resources/MobileResourceViews'

import { loadWhereToBuy } from '../../_load/resources'

export { whereToBuyMetadata as generateMetadata } from '@/seo/pages/where-to-buy'

type Props = { params: Promise<{ locale: string }> }

/** Issue 29 /m.where-to-buy, the twin of /where-to-buy. */
export default async function WhereToBuyPage({ params }: Props) {
  return <MobileWhereToBuyView {...await loadWhereToBuy(params)} />
}
