import { getTranslation, type I18nClient } from '@payloadcms/translations'
import type { ClientField } from 'payload'

/** What every save rewrites: never restored from a refused save. */
const bookkeeping = new Set(['id', 'createdAt', 'updatedAt', '_status', 'lastEditedBy', 'pickerTitle'])

/** The document's top-level values by name, with their labels (rows, collapsibles and unnamed tabs hold no value of their own). */
export function fieldLabels(fields: readonly ClientField[], i18n: I18nClient): Map<string, string> {
  const labels = new Map<string, string>()
  const walk = (list: readonly ClientField[]) => {
    for (const field of list) {
      if ('name' in field && field.name) {
        if (field.type !== 'ui' && !bookkeeping.has(field.name)) labels.set(field.name, 'label' in field && field.label ? getTranslation(field.label, i18n) : field.name)
      } else if (field.type === 'tabs') {
        for (const tab of field.tabs) {
          if ('name' in tab && tab.name) labels.set(tab.name, tab.label ? getTranslation(tab.label, i18n) : tab.name)
          else walk(tab.fields)
        }
      } else if ('fields' in field) walk(field.fields)
    }
  }
  walk(fields)
  return labels
}

/** The fields whose value in `kept` differs from the form's now. */
export function differingFields(kept: Record<string, unknown>, now: Record<string, unknown>, labels: Map<string, string>): string[] {
  return [...labels.keys()].filter((name) => name in kept && JSON.stringify(kept[name] ?? null) !== JSON.stringify(now[name] ?? null))
}
