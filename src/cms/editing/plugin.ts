import type { CollectionConfig, Field, GlobalConfig, Plugin } from 'payload'

import { lastEditedByField, refuseStaleCollectionSave, refuseStaleGlobalSave } from './staleSave'

/**
 * Payload's document locking: an editor opening a document another is editing is told who has
 * it, and may view it read-only or take it over. On by default in Payload; set here so that it
 * stays on, with the lock held five minutes after the editor's last action.
 */
const lockDocuments = { duration: 300 }

/**
 * Issue 31, item 3: in the edit view's sidebar, the scheduling card (current language by default,
 * the zone and "in N minutes"); in the list, a column with the document's next schedule.
 */
const scheduledField: Field = {
  name: 'scheduled',
  type: 'ui',
  label: { zh: '预约', en: 'Scheduled' },
  admin: {
    position: 'sidebar',
    components: { Field: '/cms/components/schedule/ScheduleCard#ScheduleCard', Cell: '/components/admin/ScheduledCell#ScheduledCell' },
  },
}

const schedulable = (collection: CollectionConfig) =>
  Boolean(collection.versions && typeof collection.versions === 'object' && typeof collection.versions.drafts === 'object' && collection.versions.drafts.schedulePublish)

function withSchedule(collection: CollectionConfig): CollectionConfig {
  if (!schedulable(collection)) return collection
  const columns = collection.admin?.defaultColumns
  return {
    ...collection,
    admin: { ...collection.admin, ...(columns ? { defaultColumns: [...columns, 'scheduled'] } : {}) },
    fields: [...collection.fields, scheduledField],
  }
}

const hasDrafts = (entity: CollectionConfig | GlobalConfig) => Boolean(entity.versions && typeof entity.versions === 'object' && entity.versions.drafts)

/**
 * Issue 38, items 3 and 4: the status of the language being edited (at once after a publish), and
 * the publish button with that language beside it, asking first when its text reads as another.
 */
const languageControls = {
  Status: '/cms/components/languages/LanguageStatus#LanguageStatus',
  PublishButton: '/cms/components/languages/PublishInLanguage#PublishInLanguage',
}

/**
 * Issue 31, item 5, for every collection and global editors draft in: document locking, who saved
 * last, and a save refused when it would overwrite a newer save by somebody else (./staleSave.ts);
 * for those that may be scheduled, the scheduling card and column.
 */
export const editingSafety: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withSchedule).map((collection) =>
    hasDrafts(collection)
      ? {
          ...collection,
          admin: { ...collection.admin, components: { ...collection.admin?.components, edit: { ...collection.admin?.components?.edit, ...languageControls } } },
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
          admin: { ...global.admin, components: { ...global.admin?.components, elements: { ...global.admin?.components?.elements, ...languageControls } } },
          lockDocuments,
          fields: [...global.fields, lastEditedByField],
          hooks: { ...global.hooks, beforeChange: [refuseStaleGlobalSave, ...(global.hooks?.beforeChange ?? [])] },
        }
      : global,
  ),
})
