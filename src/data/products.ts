import type { Product, ProductCategory, SpecItem } from '@/cms/payload-types'
import type { Locale } from '@/rules/language'
import { relationId } from '@/rules/relations'
import { tags } from '@/rules/tags'

import { cached } from './cache'
import { parseId } from './ids'
import { type FileLink, type Image, imageUrl, toFileLink, toImage, toImages, withFocus } from './media'
import { getPayloadClient } from './payload'
import { visible } from './visibility'

/** Spec §3 product: what menus and lists show. */
export interface ProductSummary {
  id: number
  firstTitle: string
  model: string
  customizeUrl: string
  series: string
  imageUrl: string
  /** The cover's focal point as `object-position`, when off the centre (media.ts `imageFocus`). */
  imageFocus?: string
}

/** Spec §3 product category, with its products in editor order. */
export interface ProductCategorySummary {
  id: number
  name: string
  url: string
  summary: string
  imageUrl: string
  selectImageUrl: string
  productList: ProductSummary[]
}

export interface ProductDetail extends ProductSummary {
  category: { id: number; name: string; url: string; index: number } | null
  summary: string
  cover: Image | null
  gallery: Image[]
  features: string[]
  specs: { label: string; value: string }[]
  datasheet: FileLink | null
  related: ProductSummary[]
}

export interface ProductSeries {
  series: string
  products: ProductSummary[]
}

/** A specification row with its item's key and order (issue 14), for the comparison. */
export interface SpecRow {
  key: string
  order: number
  label: string
  value: string
}

/** A product's rows as the site shows them; the item must be populated (depth ≥ 1). */
export function specRows(product: Pick<Product, 'specs'>): SpecRow[] {
  return (product.specs ?? []).map((spec) => {
    const item: Partial<SpecItem> = typeof spec.item === 'object' && spec.item ? spec.item : {}
    return { key: item.key ?? '', order: item.order ?? 0, label: item.label ?? '', value: spec.value }
  })
}

export function toSummary(product: Product): ProductSummary {
  return {
    id: product.id,
    firstTitle: product.firstTitle,
    model: product.model,
    customizeUrl: product.customizeUrl ?? String(product.id),
    series: product.series ?? '',
    imageUrl: imageUrl(product.cover, 'card'),
    ...withFocus(product.cover),
  }
}

const summaryFields = { firstTitle: true, model: true, customizeUrl: true, series: true, cover: true, category: true, order: true } as const

async function readCategories(locale: Locale): Promise<ProductCategorySummary[]> {
  const payload = await getPayloadClient()
  const [categories, products] = await Promise.all([
    // Without its join field (every product of the category, populated in full: the admin's list):
    // this read took 5× as long with it (issue 36), and the products come next, as summaries.
    payload.find({ collection: 'product-categories', depth: 1, joins: false, pagination: false, sort: ['order', 'createdAt'], ...visible('product-categories', locale) }),
    payload.find({
      collection: 'products',
      depth: 1,
      pagination: false,
      sort: ['order', 'createdAt'],
      select: summaryFields,
      ...visible('products', locale),
    }),
  ])
  const byCategory = new Map<number, ProductSummary[]>()
  for (const product of products.docs as Product[]) {
    const categoryId = relationId(product.category)
    if (categoryId === null) continue
    const list = byCategory.get(categoryId) ?? []
    list.push(toSummary(product))
    byCategory.set(categoryId, list)
  }
  return (categories.docs as ProductCategory[]).map((category) => ({
    id: category.id,
    name: category.name,
    url: category.slug ?? String(category.id),
    summary: category.summary ?? '',
    imageUrl: imageUrl(category.image),
    selectImageUrl: imageUrl(category.selectedImage),
    productList: byCategory.get(category.id) ?? [],
  }))
}

/** Every category with its products (spec §7 productCategory): menus, footer and list pages. */
export const getProductCategories = cached(readCategories, 'product-categories', [tags.productCategories, tags.products, tags.media])

async function readProduct(locale: Locale, id: number): Promise<ProductDetail | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({ collection: 'products', depth: 1, limit: 1, ...visible('products', locale, { id: { equals: id } }) })
  const product = result.docs[0] as Product | undefined
  if (!product) return null

  const categories = await getProductCategories(locale)
  const categoryId = relationId(product.category)
  const index = categories.findIndex((category) => category.id === categoryId)
  const category = index >= 0 ? categories[index] : undefined
  const related = (category?.productList ?? []).filter((item) => item.id !== product.id).slice(0, 4)

  return {
    ...toSummary(product),
    category: category ? { id: category.id, name: category.name, url: category.url, index } : null,
    summary: product.summary ?? '',
    cover: toImage(product.cover, 'hero'),
    gallery: toImages(product.gallery, 'hero'),
    features: (product.features ?? []).map((feature) => feature.text),
    specs: specRows(product).map(({ label, value }) => ({ label, value })),
    datasheet: toFileLink(product.datasheet),
    related,
  }
}

const getProductById = cached(readProduct, 'product', [tags.products, tags.productCategories, tags.media])

/**
 * One product by its customizeUrl or, failing that, its id (spec §2.1 gives both readings of the
 * one path segment); null when neither matches. Keys are resolved against the cached list first,
 * so an unknown key never reaches the database nor takes a place in the cache.
 */
export async function getProduct(locale: Locale, key: string): Promise<ProductDetail | null> {
  const products = (await getProductCategories(locale)).flatMap((category) => category.productList)
  const id = parseId(key)
  const match = products.find((product) => product.customizeUrl === key) ?? products.find((product) => product.id === id)
  return match ? getProductById(locale, match.id) : null
}

/** Products grouped by series (the product/serial call), series in first-appearance order. */
export async function getProductSeries(locale: Locale, categoryId?: number | null): Promise<ProductSeries[]> {
  const categories = await getProductCategories(locale)
  const groups = new Map<string, ProductSummary[]>()
  for (const category of categories) {
    if (categoryId != null && category.id !== categoryId) continue
    for (const product of category.productList) {
      const list = groups.get(product.series) ?? []
      list.push(product)
      groups.set(product.series, list)
    }
  }
  return [...groups].map(([series, products]) => ({ series, products }))
}
