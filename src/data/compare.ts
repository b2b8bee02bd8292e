import type { Product } from '@/cms/payload-types'
import { alignSpecRows, type ComparisonRow } from '@/rules/compare'
import type { Locale } from '@/rules/language'
import { tags } from '@/rules/tags'

import { cached } from './cache'
import { parseId } from './ids'
import { type FileLink, toFileLink } from './media'
import { getPayloadClient } from './payload'
import { getProductCategories, type ProductSummary, type SpecRow, specRows, toSummary } from './products'
import { visible } from './visibility'

/** One column of the comparison page (issue 14). */
export interface ComparedProduct extends ProductSummary {
  categoryName: string
  datasheet: FileLink | null
  specs: SpecRow[]
}

export interface Comparison {
  products: ComparedProduct[]
  /** The keys asked for that name no published product, in the order given. */
  unknown: string[]
  rows: ComparisonRow[]
}

async function readComparedProducts(locale: Locale, ids: number[]): Promise<Product[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'products',
    depth: 1,
    pagination: false,
    select: { firstTitle: true, model: true, customizeUrl: true, series: true, cover: true, category: true, specs: true, datasheet: true },
    ...visible('products', locale, { id: { in: ids } }),
  })
  return result.docs as Product[]
}

const getComparedProducts = cached(readComparedProducts, 'compared-products', [tags.products, tags.productCategories, tags.media])

/**
 * The products named by `keys` (customizeUrls or ids, as the product page takes them), in that
 * order, with their specification rows aligned by item. Keys are resolved against the cached
 * product list first, so an unknown key never reaches the database.
 */
export async function getComparison(locale: Locale, keys: string[]): Promise<Comparison> {
  const categories = await getProductCategories(locale)
  const listed = categories.flatMap((category) => category.productList.map((product) => ({ product, categoryName: category.name })))
  const found = keys.map((key) => ({
    key,
    match: listed.find(({ product }) => product.customizeUrl === key) ?? listed.find(({ product }) => product.id === parseId(key)),
  }))
  const ids = [...new Set(found.flatMap(({ match }) => (match ? [match.product.id] : [])))]
  const docs = ids.length > 0 ? await getComparedProducts(locale, ids) : []
  const products = ids.flatMap((id) => {
    const doc = docs.find((candidate) => candidate.id === id)
    const categoryName = listed.find(({ product }) => product.id === id)?.categoryName ?? ''
    return doc ? [{ ...toSummary(doc), categoryName, datasheet: toFileLink(doc.datasheet), specs: specRows(doc) }] : []
  })
  return { products, unknown: found.filter(({ match }) => !match).map(({ key }) => key), rows: alignSpecRows(products) }
}
