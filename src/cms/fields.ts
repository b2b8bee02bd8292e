import type { Field } from 'payload'

/** Editors order lists by this number, smallest first; ties fall back to creation order. */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  label: { zh: '排序', en: 'Order' },
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description: { zh: '数字越小越靠前', en: 'Smaller numbers come first' } },
}

export function imageField(name: string, label: { zh: string; en: string }, required = false): Field {
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
  label: { zh: string; en: string },
  options: { required?: boolean; textarea?: boolean } = {},
): Field {
  const common = { name, localized: true, required: options.required ?? false, label }
  return options.textarea ? { ...common, type: 'textarea' } : { ...common, type: 'text' }
}

/** Lowercase ASCII words joined by hyphens: safe in a URL path segment. */
export function toSlug(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
