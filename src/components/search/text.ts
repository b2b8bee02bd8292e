import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/rules/language'
import type { SearchType } from '@/rules/search'

/** The search namespace's translator, the navigation's, and the name of each result type. */
export async function searchText(locale: Locale) {
  const [t, nav] = await Promise.all([getTranslations({ locale, namespace: 'search' }), getTranslations({ locale, namespace: 'nav' })])
  const typeName = (type: SearchType) => t(`type.${type}`)
  return { t, nav, typeName }
}

/** The strings the header's and the drawer's search box need (client components get them as props). */
export async function searchBoxText(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'search' })
  return {
    label: t('label'),
    placeholder: t('boxPlaceholder'),
    submit: t('submit'),
    suggestions: t('suggestions'),
    seeAll: t.raw('seeAll') as string,
    noSuggestions: t('noSuggestions'),
    types: t.raw('type') as Record<SearchType, string>,
  }
}

export type SearchBoxText = Awaited<ReturnType<typeof searchBoxText>>
