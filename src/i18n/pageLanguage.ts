import { decideLanguage } from '@rugged/front-door'
import { locale as rootLocale } from 'next/root-params'
import { setRequestLocale } from 'next-intl/server'

import type { Locale } from '@/rules/language'

/**
 * The language of the page being rendered, by the front door's one rule (packages/front-door):
 * its address's prefix, which Next hands every page as the [locale] segment. Tells next-intl too,
 * so that the page stays static. Pages, layouts, loaders and metadata all ask this.
 */
export async function pageLanguage(params?: Promise<{ locale: string }>): Promise<Locale> {
  const segment = params ? (await params).locale : await rootLocale()
  const language = decideLanguage({ path: `/${segment ?? ''}` })
  setRequestLocale(language)
  return language
}
