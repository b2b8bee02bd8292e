import { ProductListView } from '@/components/product/ProductListView'

import { loadedPage } from '../../../_load/loadedPage'
import { loadProductList, productListStaticParams } from '../../../_load/product'

export { productListMetadata as generateMetadata } from '@/seo/pages/product-list'

export async function generateStaticParams() {
  return productListStaticParams()
}

/** §2.1 /product-list?i=N, served from /product-list/N (see productListCategoryIndex). */
export default loadedPage(loadProductList, ProductListView, 'desktop')
