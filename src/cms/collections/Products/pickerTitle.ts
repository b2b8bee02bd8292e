import type { CollectionBeforeChangeHook, Field, PayloadRequest } from 'payload'

import { type Locale, locales } from '../../../rules/language'
import { productPickerTitle } from '../../../rules/productTitle'

/**
 * Issue 38, item 6: the product's title in the admin's pickers, lists and headings (`useAsTitle`):
 * model, titles in every language and an address of its own (src/rules/productTitle.ts), stored so
 * that a picker's search ("RT-T12", "12.2", "rugged tablet", a slug) finds it. Written on every save.
 */
export const pickerTitleField: Field = {
  name: 'pickerTitle',
  type: 'text',
  label: { zh: '型号与标题', en: 'Model and title', ru: 'Модель и заголовок' },
  admin: { hidden: true },
}

type Titles = Partial<Record<Locale, string | null>>

/**
 * The titles saved so far in every language (the latest draft), for those this save does not
 * change: read in the save's transaction (on PostgreSQL a product being created is not visible
 * outside it), and the save's language put back afterwards, which the read in every language sets.
 */
async function savedTitles(req: PayloadRequest, id: unknown): Promise<Titles> {
  if (typeof id !== 'number' && typeof id !== 'string') return {}
  const { locale, fallbackLocale } = req
  try {
    const saved = await req.payload.findByID({ collection: 'products', id, locale: 'all', draft: true, depth: 0, overrideAccess: true, disableErrors: true, req, select: { firstTitle: true } })
    const titles = (saved as { firstTitle?: unknown } | null)?.firstTitle
    return titles && typeof titles === 'object' ? (titles as Titles) : {}
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}

export const writePickerTitle: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const previous = (originalDoc ?? {}) as Record<string, unknown>
  const titles = await savedTitles(req, previous.id)
  const locale = locales.find((code) => code === req.locale)
  if (locale) titles[locale] = (data.firstTitle ?? previous.firstTitle) as string | null
  const model = (data.model ?? previous.model) as string | null | undefined
  const address = (data.customizeUrl ?? previous.customizeUrl) as string | null | undefined
  return { ...data, pickerTitle: productPickerTitle(model, titles, address) }
}
