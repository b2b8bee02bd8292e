import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { ProductDetailView } from '@/components/product/ProductDetailView'
import { getSiteSettings } from '@/data/globals'
import { getProduct } from '@/data/products'
import { languageOrDefault } from '@/rules/language'
import { paths } from '@/rules/routes'
import { JsonLd } from '@/seo/JsonLd'
import { productJsonLd } from '@/seo/jsonLd'
import { notFoundMetadata, pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string; customizeUrl: string }> }

// Rendered on the first request for each product, then served from the cache (revalidated by tag).
export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, customizeUrl } = await params
  const locale = languageOrDefault(raw)
  const product = await getProduct(locale, customizeUrl)
  if (!product) return notFoundMetadata(locale)
  const t = await getTranslations({ locale, namespace: 'product' })
  // The id form of the address names the same page: the canonical one uses the customizeUrl.
  return pageMetadata({
    path: paths.productDetail(product.customizeUrl),
    locale,
    title: `${product.firstTitle} ${product.model}`,
    description: product.summary || t('detailDescription', { model: product.model, title: product.firstTitle, summary: product.category?.name ?? '' }),
    image: product.cover,
  })
}

/** §2.1: the one segment is the product's customizeUrl or, in the other reading, its id. */
export default async function ProductDetailPage({ params }: Props) {
  const { locale: raw, customizeUrl } = await params
  const locale = languageOrDefault(raw)
  setRequestLocale(locale)
  const [product, site] = await Promise.all([getProduct(locale, customizeUrl), getSiteSettings(locale)])
  if (!product) return <NotFoundContent locale={locale} />
  return (
    <>
      <JsonLd data={productJsonLd(product, site, locale)} />
      <ProductDetailView product={product} locale={locale} />
    </>
  )
}
