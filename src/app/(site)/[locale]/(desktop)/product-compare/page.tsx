import { CompareView } from '@/components/compare/CompareView'

import { type CompareSearchParams, loadComparison } from '../../_load/compare'

export { productCompareMetadata as generateMetadata } from '@/seo/pages/product-compare'

type Props = { params: Promise<{ locale: string }>; searchParams: CompareSearchParams }

/** Issue 14 /product-compare?ids=a,b,c: up to 4 products side by side. */
export default async function ProductComparePage({ params, searchParams }: Props) {
  return <CompareView page={await loadComparison(params, searchParams)} variant="desktop" />
}
