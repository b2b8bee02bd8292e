import type { Plugin } from 'payload'

/**
 * Issue 31: the admin list's search box finds by title, model number and address slug, where a
 * collection has them (Payload searches `useAsTitle` only by default: "RT-T" found no product).
 */
const searchableFields: Record<string, string[]> = {
  products: ['firstTitle', 'model', 'customizeUrl'],
  'product-categories': ['name', 'slug'],
  'case-studies': ['title', 'slug', 'customer'],
  partners: ['name', 'city'],
}

export const listSearch: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => {
    const fields = searchableFields[collection.slug]
    return fields ? { ...collection, admin: { ...collection.admin, listSearchableFields: fields } } : collection
  }),
})
