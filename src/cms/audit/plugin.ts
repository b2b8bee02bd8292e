import type { CollectionConfig, GlobalConfig, Plugin } from 'payload'

import {
  auditChange,
  auditDelete,
  auditFailedSignIn,
  auditGlobalChange,
  auditSignIn,
  auditSignOut,
  noteGlobalWrite,
  noteSignIn,
  noteWrite,
} from './hooks'
import { auditRefusal } from './denied'

/** Collections whose writes are bookkeeping, not anyone's action (or the trail itself). */
const unaudited = new Set(['audit-log', 'rate-limits', 'search-index', 'download-counts'])

function audited(collection: CollectionConfig): CollectionConfig {
  if (unaudited.has(collection.slug) || collection.slug.startsWith('payload-')) return collection
  const hooks = collection.hooks ?? {}
  const users = collection.slug === 'users'
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeOperation: [...(hooks.beforeOperation ?? []), noteWrite, ...(users ? [noteSignIn] : [])],
      afterChange: [...(hooks.afterChange ?? []), auditChange],
      afterDelete: [...(hooks.afterDelete ?? []), auditDelete],
      ...(users
        ? {
            afterLogin: [...(hooks.afterLogin ?? []), auditSignIn],
            afterLogout: [...(hooks.afterLogout ?? []), auditSignOut],
            afterError: [...(hooks.afterError ?? []), auditFailedSignIn],
          }
        : {}),
    },
  }
}

function auditedGlobal(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return {
    ...global,
    hooks: { ...hooks, beforeOperation: [...(hooks.beforeOperation ?? []), noteGlobalWrite], afterChange: [...(hooks.afterChange ?? []), auditGlobalChange] },
  }
}

/**
 * Issue 26: the audit trail's hooks on every collection and global (listed last among the
 * plugins, so that the collections other plugins add, such as redirects, are audited too), and
 * (issue 37) on every error Payload's REST API answers, for the refused writes.
 */
export const auditTrail: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(audited),
  globals: config.globals?.map(auditedGlobal),
  hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), auditRefusal] },
})
