import { MobileProductListView } from '@/components/mobile/product/MobileProductListView'

import { loadedPage } from '../../../_load/loadedPage'
import { loadProductList, productListStaticParams } from '../../../_load/product'

export { productListMetadata as generateMetadata } from '@/seo/pages/product-list'

export async function generateStaticParams() {
  return productListStaticParams()
}

/** §2.2 /m.product-list?i=N, served from /m.product-list/N like its desktop twin. */
export default loadedPage(loadProductList, MobileProductListView, 'mobile')
