import type { Locale } from '@/rules/language'

import { getMenuSettings, getSiteSettings } from './globals'
import { getNewsCategories } from './news'
import { getProductCategories } from './products'
import { getSolutions } from './solutions'

/**
 * Spec §2.5/§2.7: every content read of the header, desktop and /m. alike, in one place (as
 * `loadFooter` is the footer's): the site settings (logo, banner, external sites), the product
 * categories with their products, the solutions, the news categories and the menu pictures.
 * Each read is cached under its own tag, so an edit of any of them refreshes the header.
 */
export async function loadHeader(locale: Locale) {
  const [site, categories, solutions, newsCategories, menu] = await Promise.all([
    getSiteSettings(locale),
    getProductCategories(locale),
    getSolutions(locale),
    getNewsCategories(locale),
    getMenuSettings(locale),
  ])
  return { site, categories, solutions, newsCategories, menu }
}
