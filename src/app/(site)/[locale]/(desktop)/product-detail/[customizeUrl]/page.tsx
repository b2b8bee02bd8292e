import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { ProductDetailView } from '@/components/product/ProductDetailView'
import { getSiteSettings } from '@/data/globals'
import { getProduct } from '@/data/products'
import { languageOrDefault } from '@/rules/language'
import { JsonLd } from '@/seo/JsonLd'
import { productJsonLd } from '@/seo/jsonLd'

export { productDetailMetadata as generateMetadata } from '@/seo/pages/product-detail'

type Props = { params: Promise<{ locale: string; customizeUrl: string }> }

// Rendered on the first request for each product, then served from the cache (revalidated by tag).
export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

/** §2.1: the one segment is the product's customizeUrl or, in the other reading, its id. */
export default async function ProductDetailPage({ params }: Props) {
  const { locale: raw, customizeUrl } = await params
  const locale = languageOrDefault(raw)
  setRequestLocale(locale)
  const [product, site] = await Promise.all([getProduct(locale, customizeUrl), getSiteSettings(locale)])
  if (!product) notFound()
  return (
    <>
      <JsonLd data={productJsonLd(product, site, locale)} />
      <ProductDetailView product={product} locale={locale} />
    </>
  )
}
