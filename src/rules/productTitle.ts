import { type Locale, locales } from './language'

/** How two spellings of one address compare: letters and digits, in lower case, dashes between. */
const addressForm = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/**
 * Issue 38, item 6: a product as the admin's pickers list and search it, e.g.
 * `RT-T12 · 12.2 英寸三防平板 · 12.2-inch Rugged Tablet`: the model first (near-identical titles are
 * told apart by it), then the title in every language (an editor finds it typing either), then the
 * address where it is not simply the model's (`/t12-fleet`), so that a search by any of them finds it.
 */
export function productPickerTitle(model: string | null | undefined, titles: Partial<Record<Locale, string | null | undefined>>, address: string | null | undefined): string {
  const parts = [model?.trim() ?? '']
  for (const locale of locales) {
    const title = titles[locale]?.trim()
    if (title && !parts.includes(title)) parts.push(title)
  }
  if (address && addressForm(address) !== addressForm(model ?? '')) parts.push(`/${address}`)
  return parts.filter(Boolean).join(' · ')
}
