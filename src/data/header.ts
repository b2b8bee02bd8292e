import type { Locale } from '@/rules/language'

import { getMenuSettings, getSiteSettings } from './globals'
import { getNewsCategories } from './news'
import { getProductCategories } from './products'
import { getSolutions } from './solutions'

/**
 * Spec §2.5/§2.7: the content reads of the header's menus, desktop panels and /m. drawer alike, in
 * one place (as `loadFooter` is the footer's): the product categories with their products, the
 * solutions, the news categories and the menu pictures. Each read is cached under its own tag, so
 * an edit of any of them refreshes the menus.
 */
export async function loadHeaderPanels(locale: Locale) {
  const [categories, solutions, newsCategories, menu] = await Promise.all([
    getProductCategories(locale),
    getSolutions(locale),
    getNewsCategories(locale),
    getMenuSettings(locale),
  ])
  return { categories, solutions, newsCategories, menu }
}

/** The /m. header: the site settings (logo) and the drawer's menus. */
export async function loadHeader(locale: Locale) {
  const [site, panels] = await Promise.all([getSiteSettings(locale), loadHeaderPanels(locale)])
  return { site, ...panels }
}
