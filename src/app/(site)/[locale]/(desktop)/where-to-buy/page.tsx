import { WhereToBuyView } from '@/components/resources/WhereToBuyView'

import { loadWhereToBuy } from '../../_load/resources'

export { whereToBuyMetadata as generateMetadata } from '@/seo/pages/where-to-buy'

type Props = { params: Promise<{ locale: string }> }

/** Issue 29 /where-to-buy: partners by region and country. */
export default async function WhereToBuyPage({ params }: Props) {
  return <WhereToBuyView {...await loadWhereToBuy(params)} />
}
