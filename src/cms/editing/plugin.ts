import type { CollectionConfig, GlobalConfig, Plugin } from 'payload'

import { lastEditedByField, refuseStaleCollectionSave, refuseStaleGlobalSave } from './staleSave'

/**
 * Payload's document locking: an editor opening a document another is editing is told who has
 * it, and may view it read-only or take it over. On by default in Payload; set here so that it
 * stays on, with the lock held five minutes after the editor's last action.
 */
const lockDocuments = { duration: 300 }

const hasDrafts = (entity: CollectionConfig | GlobalConfig) => Boolean(entity.versions && typeof entity.versions === 'object' && entity.versions.drafts)

/**
 * Issue 31, item 5, for every collection and global editors draft in: document locking, who saved
 * last, and a save refused when it would overwrite a newer save by somebody else (./staleSave.ts).
 */
export const editingSafety: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) =>
    hasDrafts(collection)
      ? {
          ...collection,
          lockDocuments,
          fields: [...collection.fields, lastEditedByField],
          hooks: { ...collection.hooks, beforeChange: [refuseStaleCollectionSave, ...(collection.hooks?.beforeChange ?? [])] },
        }
      : collection,
  ),
  globals: config.globals?.map((global) =>
    hasDrafts(global)
      ? {
          ...global,
          lockDocuments,
          fields: [...global.fields, lastEditedByField],
          hooks: { ...global.hooks, beforeChange: [refuseStaleGlobalSave, ...(global.hooks?.beforeChange ?? [])] },
        }
      : global,
  ),
})
