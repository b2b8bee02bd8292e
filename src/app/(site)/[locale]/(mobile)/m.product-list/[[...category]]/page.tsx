import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { mobilePaths } from '@/rules/routes'
import { MobileProductListView } from '@/components/mobile/product/MobileProductListView'

import { loadProductList, productListStaticParams } from '../../../_load/product'
import { isMissing } from '../../../_load/missing'

export { productListMetadata as generateMetadata } from '@/seo/pages/product-list'

type Props = { params: Promise<{ locale: string; category?: string[] }> }

export async function generateStaticParams() {
  return productListStaticParams()
}

/** §2.2 /m.product-list?i=N, served from /m.product-list/N like its desktop twin. */
export default async function MobileProductListPage({ params }: Props) {
  const page = await loadProductList(params)
  if (isMissing(page)) return <NotFoundContent locale={page.locale} home={mobilePaths.home()} />
  return <MobileProductListView {...page} />
}
