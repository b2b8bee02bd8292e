import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getDocumentLanguages } from '@/data/languages'
import { getProduct } from '@/data/products'
import { getDocumentSeo } from '@/data/seo'
import { paths } from '@/rules/paths'
import { pageLanguage } from '@/i18n/pageLanguage'

import { notFoundMetadata, pageMetadata } from '../pageMetadata'

type Props = { params: Promise<{ locale: string; customizeUrl: string }> }

/** Metadata of /product-detail/{customizeUrl|id} and of its mobile twin (whose canonical is the desktop address). */
export async function productDetailMetadata({ params }: Props): Promise<Metadata> {
  const { customizeUrl } = await params
  const locale = await pageLanguage(params)
  const product = await getProduct(locale, customizeUrl)
  if (!product) return notFoundMetadata(locale)
  const [t, seo, languages] = await Promise.all([
    getTranslations({ locale, namespace: 'product' }),
    getDocumentSeo('products', product.id, locale),
    getDocumentLanguages('products', product.id),
  ])
  // The id form of the address names the same page: the canonical one uses the customizeUrl.
  return pageMetadata({
    path: paths.productDetail(product.customizeUrl),
    locale,
    title: `${product.firstTitle} ${product.model}`,
    description: product.summary || t('detailDescription', { model: product.model, title: product.firstTitle, summary: product.category?.name ?? '' }),
    image: product.cover,
    seo,
    languages,
  })
}
