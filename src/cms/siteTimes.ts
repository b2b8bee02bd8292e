import type { CollectionConfig, Field, Plugin } from 'payload'

/**
 * Issue 38, item 7: every date the admin shows or takes is on the site's clock (SITE_TIME_ZONE):
 * date fields in the edit view (./components/time/SiteDateField) and every date column of a list,
 * the created and updated times included (./components/time/SiteTimeCell). Payload's own picker and
 * cells read the browser's clock and name no zone: an editor in Berlin saw "Dec 01" in the admin
 * where the site said 2 December.
 */
const components = '/cms/components/time'
const Field = `${components}/SiteDateField#SiteDateField`
const Cell = `${components}/SiteTimeCell#SiteTimeCell`

function onSiteClock(field: Field): Field {
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(onSiteClock) })) }
  if ('fields' in field) return { ...field, fields: field.fields.map(onSiteClock) } as Field
  if (field.type !== 'date' || field.admin?.hidden) return field
  return { ...field, admin: { ...field.admin, components: { Field, Cell, ...field.admin?.components } } }
}

/** Payload's own created and updated times (as Payload adds them), listed on the site's clock. */
const timestamps = (['updatedAt', 'createdAt'] as const).map(
  (name): Field => ({
    name,
    type: 'date',
    index: true,
    label: ({ t }) => t(`general:${name}`),
    admin: { disableBulkEdit: true, hidden: true, components: { Cell } },
  }),
)

function withTimestamps(collection: CollectionConfig): CollectionConfig {
  if (collection.timestamps === false) return collection
  const missing = timestamps.filter((stamp) => !collection.fields.some((field) => 'name' in field && field.name === (stamp as { name: string }).name))
  return { ...collection, fields: [...collection.fields, ...missing] }
}

export const siteTimes: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => withTimestamps({ ...collection, fields: collection.fields.map(onSiteClock) })),
  globals: config.globals?.map((global) => ({ ...global, fields: global.fields.map(onSiteClock) })),
})
