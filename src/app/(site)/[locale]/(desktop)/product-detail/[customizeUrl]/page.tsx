import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { ProductDetailView } from '@/components/product/ProductDetailView'
import { JsonLd } from '@/seo/JsonLd'
import { productJsonLd } from '@/seo/jsonLd'

import { loadProductDetail } from '../../../_load/product'
import { isMissing } from '../../../_load/missing'

export { productDetailMetadata as generateMetadata } from '@/seo/pages/product-detail'

type Props = { params: Promise<{ locale: string; customizeUrl: string }> }

// Rendered on the first request for each product, then served from the cache (revalidated by tag).
export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

/** §2.1: the one segment is the product's customizeUrl or, in the other reading, its id. */
export default async function ProductDetailPage({ params }: Props) {
  const page = await loadProductDetail(params, 'desktop')
  if (isMissing(page)) return <NotFoundContent locale={page.locale} />
  const { locale, product, site, seo, documents, caseStudies } = page
  return (
    <>
      <JsonLd data={productJsonLd(product, site, locale, seo)} />
      <ProductDetailView product={product} locale={locale} documents={documents} caseStudies={caseStudies} />
    </>
  )
}
