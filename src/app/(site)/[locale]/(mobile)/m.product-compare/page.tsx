import { CompareView } from '@/components/compare/CompareView'

import { type CompareSearchParams, loadComparison } from '../../_load/compare'

export { productCompareMetadata as generateMetadata } from '@/seo/pages/product-compare'

type Props = { params: Promise<{ locale: string }>; searchParams: CompareSearchParams }

/** Issue 14 /m.product-compare, the twin of /product-compare: two products side by side, swipe for more. */
export default async function MobileProductComparePage({ params, searchParams }: Props) {
  return <CompareView page={await loadComparison(params, searchParams)} variant="mobile" />
}
