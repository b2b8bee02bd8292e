import type { ArrayField, Field, NamedGroupField } from 'payload'

import type { Label } from '../rules/choices'

/** Editors order lists by this number, smallest first; ties fall back to creation order. */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  label: { zh: '排序', en: 'Order', ru: 'Порядок' },
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description: { zh: '数字越小越靠前', en: 'Smaller numbers come first', ru: 'Чем меньше число, тем выше в списке' } },
}

export function imageField(name: string, label: Label, required = false): Field {
  return {
    name,
    type: 'upload',
    relationTo: 'media',
    required,
    label,
    filterOptions: { mimeType: { contains: 'image' } },
  }
}

export function localizedText(
  name: string,
  label: Label,
  options: { required?: boolean; textarea?: boolean } = {},
): Field {
  const common = { name, localized: true, required: options.required ?? false, label }
  return options.textarea ? { ...common, type: 'textarea' } : { ...common, type: 'text' }
}

/** A list the editor adds rows to, each row of these fields. */
export function rows(name: string, label: Label, fields: Field[], options: Omit<ArrayField, 'name' | 'type' | 'label' | 'fields'> = {}): Field {
  return { ...options, name, type: 'array', label, fields }
}

/** Fields kept together under one name (an object of the document). */
export function group(name: string, label: Label, fields: Field[], options: Omit<NamedGroupField, 'name' | 'type' | 'label' | 'fields'> = {}): Field {
  return { ...options, name, type: 'group', label, fields }
}

/** Where a row leads: a path of this site or a whole address. */
export const linkField: Field = { name: 'link', type: 'text', label: { zh: '链接', en: 'Link', ru: 'Ссылка' } }

/** Lowercase ASCII words joined by hyphens: safe in a URL path segment. */
export function toSlug(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
