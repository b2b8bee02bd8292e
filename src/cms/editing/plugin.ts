import type { CollectionConfig, Field, GlobalConfig, Plugin } from 'payload'

import { languageStatusEndpoint } from './languageStatus'
import { editingLockEndpoints } from './locks'
import { keepRefusedText } from './refusedSaves'
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
  label: { zh: '预约', en: 'Scheduled', ru: 'Запланировано' },
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
 * Issue 38, item 2: at the top of every edit view whose documents lock (all but Payload's own),
 * the notice that keeps this editor's lock, names whoever else edits, and offers a refused save's
 * text back (../components/editing/EditingNotice.tsx).
 */
const editingNotice: Field = {
  name: 'editingNotice',
  type: 'ui',
  admin: { disableListColumn: true, components: { Field: '/cms/components/editing/EditingNotice#EditingNotice' } },
}

const locks = (entity: CollectionConfig | GlobalConfig) => entity.lockDocuments !== false && !entity.slug.startsWith('payload-')

function draftCollection(collection: CollectionConfig): CollectionConfig {
  if (!hasDrafts(collection)) return collection
  return {
    ...collection,
    admin: { ...collection.admin, components: { ...collection.admin?.components, edit: { ...collection.admin?.components?.edit, ...languageControls } } },
    lockDocuments,
    fields: [...collection.fields, lastEditedByField],
    hooks: { ...collection.hooks, beforeChange: [refuseStaleCollectionSave, ...(collection.hooks?.beforeChange ?? [])] },
  }
}

function draftGlobal(global: GlobalConfig): GlobalConfig {
  if (!hasDrafts(global)) return global
  return {
    ...global,
    admin: { ...global.admin, components: { ...global.admin?.components, elements: { ...global.admin?.components?.elements, ...languageControls } } },
    lockDocuments,
    fields: [...global.fields, lastEditedByField],
    hooks: { ...global.hooks, beforeChange: [refuseStaleGlobalSave, ...(global.hooks?.beforeChange ?? [])] },
  }
}

const withNotice = <T extends CollectionConfig | GlobalConfig>(entity: T): T => (locks(entity) ? { ...entity, fields: [editingNotice, ...entity.fields] } : entity)

/**
 * Issue 31, item 5, for every collection and global editors draft in: document locking, who saved
 * last, and a save refused when it would overwrite a newer save by somebody else (./staleSave.ts);
 * for those that may be scheduled, the scheduling card and column. Issue 38: the language status
 * and publish button, the editing notice, the lock and language-status endpoints, and a refused
 * save's text kept (./refusedSaves.ts, after Payload has rolled the save back).
 */
export const editingSafety: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map(withSchedule).map(draftCollection).map(withNotice),
  globals: config.globals?.map(draftGlobal).map(withNotice),
  endpoints: [...(config.endpoints ?? []), languageStatusEndpoint, ...editingLockEndpoints],
  hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), keepRefusedText] },
})
