import type { CollectionAfterChangeHook, CollectionConfig, GlobalAfterChangeHook, GlobalConfig, Plugin, PayloadRequest, RequestContext } from 'payload'

import { SearchIndex } from '../collections/SearchIndex'
import { wroteDraftOnly } from '../hooks/revalidate'
import { indexedCollections, indexedGlobals, type IndexedCollection, type IndexedGlobal } from './entries'
import { expireSearchResults, indexCategoryProducts, indexDocument, indexGlobal, removeDocument } from './sync'

/**
 * Site search (issue 14): adds the index collection and, to every searchable collection and page
 * global, hooks that rebuild its rows when visitors' content changes: publishing, unpublishing,
 * deleting, and any save of content without drafts (jobs). A draft save changes nothing. The
 * draft-only test is the one the revalidate hooks record in their beforeOperation hook.
 * Chosen over @payloadcms/plugin-search: it syncs the saved locale from the hook's document, has no
 * globals, and the same hooks would still be needed beside it for the page globals and categories.
 */
const isIndexedCollection = (slug: string): slug is IndexedCollection => (indexedCollections as readonly string[]).includes(slug)
const isIndexedGlobal = (slug: string): slug is IndexedGlobal => slug in indexedGlobals

/** An afterChange hook: unless the write only saved a draft, rebuild the rows, then expire cached results. */
function reindexUnlessDraft<Args extends { context: RequestContext; doc: unknown; req: PayloadRequest }>(
  slug: string,
  reindex: (args: Args) => Promise<void>,
) {
  return async (args: Args) => {
    if (wroteDraftOnly(args.context, slug)) return args.doc
    await reindex(args)
    await expireSearchResults()
    return args.doc
  }
}

function withIndexHooks(collection: CollectionConfig): CollectionConfig {
  const slug = collection.slug
  if (!isIndexedCollection(slug) && slug !== 'product-categories') return collection
  const reindex = (id: number | string, req: Parameters<typeof indexDocument>[3]) =>
    isIndexedCollection(slug) ? indexDocument(req!.payload, slug, id, req) : indexCategoryProducts(req!.payload, id, req)
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [
        ...(hooks.afterChange ?? []),
        reindexUnlessDraft<Parameters<CollectionAfterChangeHook>[0]>(slug, ({ doc, req }) => reindex(doc.id, req)),
      ],
      afterDelete: [
        ...(hooks.afterDelete ?? []),
        async ({ doc, id, req }) => {
          if (isIndexedCollection(slug)) await removeDocument(req.payload, slug, id, req)
          else await indexCategoryProducts(req.payload, id, req)
          await expireSearchResults()
          return doc
        },
      ],
    },
  }
}

function withGlobalIndexHooks(global: GlobalConfig): GlobalConfig {
  const slug = global.slug
  if (!isIndexedGlobal(slug)) return global
  const hooks = global.hooks ?? {}
  return {
    ...global,
    hooks: {
      ...hooks,
      afterChange: [
        ...(hooks.afterChange ?? []),
        reindexUnlessDraft<Parameters<GlobalAfterChangeHook>[0]>(slug, ({ req }) => indexGlobal(req.payload, slug, req)),
      ],
    },
  }
}

export const searchIndex: Plugin = (config) => ({
  ...config,
  collections: [...(config.collections ?? []).map(withIndexHooks), SearchIndex],
  globals: (config.globals ?? []).map(withGlobalIndexHooks),
})
