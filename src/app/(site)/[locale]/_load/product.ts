
import { getCaseStudiesUsing } from '@/data/caseStudies'
import { getProductDocuments } from '@/data/downloads'
import { getSiteSettings } from '@/data/globals'
import { getProduct, getProductCategories } from '@/data/products'
import { getDocumentSeo } from '@/data/seo'
import { paths } from '@/rules/paths'
import { productListCategoryIndex } from '@/rules/productListParams'
import { documentTypes } from '@/rules/resources'
import type { Device } from '@/rules/routes'
import { pageLanguage } from '@/i18n/pageLanguage'

import { missing } from './missing'
import { movedOrMissing } from './moved'

/** Every category is a static page of its own (the proxy turns ?i=N into the segment N). */
export async function productListStaticParams() {
  const categories = await getProductCategories('zh')
  return [{ category: [] }, ...categories.map((_, index) => ({ category: [String(index)] }))]
}

/** §2.1 /product-list?i=N: all categories and the index of the shown one; an unknown index is not found. */
export async function loadProductList(params: Promise<{ locale: string; category?: string[] }>) {
  const { category } = await params
  const locale = await pageLanguage(params)
  const index = productListCategoryIndex(category)
  const categories = await getProductCategories(locale)
  if (index === null || index >= categories.length) return missing(locale)
  return { locale, categories, activeIndex: index }
}

/**
 * §2.1 /product-detail/{customizeUrl|id}: the product, its SEO fields and the site settings for its
 * structured data, its documents and the case studies that use it (issue 29); for an unknown key,
 * the redirect from an old address (issue 13) or not found.
 */
export async function loadProductDetail(params: Promise<{ locale: string; customizeUrl: string }>, device: Device) {
  const { customizeUrl } = await params
  const locale = await pageLanguage(params)
  const [product, site] = await Promise.all([getProduct(locale, customizeUrl), getSiteSettings(locale)])
  if (!product) return movedOrMissing(locale, paths.productDetail(customizeUrl), device)
  const [seo, documents, caseStudies] = await Promise.all([
    getDocumentSeo('products', product.id, locale),
    getProductDocuments(locale, product.id),
    getCaseStudiesUsing(locale, { product: product.id }),
  ])
  // The product's own documents by type (datasheet first), newest first within a type.
  const own = documents.toSorted((a, b) => documentTypes.values.indexOf(a.type) - documentTypes.values.indexOf(b.type))
  return { locale, product, site, seo, documents: own, caseStudies }
}
