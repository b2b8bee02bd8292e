import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/rules/language'
import type { ListPage, ResourceList } from '@/rules/resourceLists'

/** Issue 36: the words around a list filtered and paged on the server (its count, its pager). */
export async function listText(locale: Locale, list: ResourceList) {
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: `resources.${list}` }), getTranslations({ locale, namespace: 'resources' })])
  return {
    count: (page: ListPage<unknown>) => {
      const count = page.total === 0 ? t('none') : page.total === 1 ? t('countOne') : t('countOther', { count: page.total })
      return page.totalPages > 1 ? `${count} · ${common('pageOf', { page: page.page, total: page.totalPages })}` : count
    },
    pager: { nav: common('pagination'), previous: common('previousPage'), next: common('nextPage'), page: (page: number) => common('pageNumber', { page }) },
  }
}

/** How many entries the filters keep, and which page this is: announced when the list changes. */
export function ListCount({ text, className }: { text: string; className: string }) {
  return (
    <p className={className} role="status" data-testid="list-count">
      {text}
    </p>
  )
}
