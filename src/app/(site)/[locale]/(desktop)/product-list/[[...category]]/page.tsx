import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { ProductListView } from '@/components/product/ProductListView'

import { loadProductList, productListStaticParams } from '../../../_load/product'
import { isMissing } from '../../../_load/missing'

export { productListMetadata as generateMetadata } from '@/seo/pages/product-list'

type Props = { params: Promise<{ locale: string; category?: string[] }> }

export async function generateStaticParams() {
  return productListStaticParams()
}

/** §2.1 /product-list?i=N, served from /product-list/N (see productListCategoryIndex). */
export default async function ProductListPage({ params }: Props) {
  const page = await loadProductList(params)
  if (isMissing(page)) return <NotFoundContent locale={page.locale} />
  return <ProductListView {...page} />
}
