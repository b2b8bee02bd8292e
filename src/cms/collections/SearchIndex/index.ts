import type { CollectionConfig } from 'payload'

import { nobody } from '../../access'

/**
 * Site search (issue 14): one row per published document or page and language, written only by
 * the hooks of src/cms/search (never by editors) and read by src/data/search.ts. `search` holds the
 * compact text (src/rules/search.ts) that query terms are matched against as substrings; `title`
 * and `body` keep the original text for the snippet.
 */
export const SearchIndex: CollectionConfig = {
  slug: 'search-index',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    /** the indexed document: `products:12`, `page:mdm-page` */
    { name: 'source', type: 'text', required: true, index: true },
    { name: 'locale', type: 'text', required: true, index: true },
    { name: 'type', type: 'text', required: true, index: true },
    /** the id the result names: the document's id, or the page global's slug */
    { name: 'docId', type: 'text', required: true },
    { name: 'title', type: 'text', required: true },
    { name: 'url', type: 'text', required: true },
    /** the product's compact model, for the exact-model rank; empty for other types */
    { name: 'model', type: 'text' },
    { name: 'body', type: 'textarea' },
    { name: 'search', type: 'textarea', required: true },
    /** ties between equally ranked hits: editor order, or newest first for news */
    { name: 'position', type: 'number', required: true, defaultValue: 0 },
  ],
}
