import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { mobilePaths } from '@/rules/routes'
import { MobileProductDetailView } from '@/components/mobile/product/MobileProductDetailView'
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

/** §2.2 /m.product-detail/{customizeUrl|id}, the twin of /product-detail/{…}. */
export default async function MobileProductDetailPage({ params }: Props) {
  const page = await loadProductDetail(params, 'mobile')
  if (isMissing(page)) return <NotFoundContent locale={page.locale} home={mobilePaths.home()} />
  const { locale, product, site, seo, documents, caseStudies } = page
  return (
    <>
      <JsonLd data={productJsonLd(product, site, locale, seo)} />
      <MobileProductDetailView product={product} locale={locale} documents={documents} caseStudies={caseStudies} />
    </>
  )
}
