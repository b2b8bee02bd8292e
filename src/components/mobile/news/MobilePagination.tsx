import { mobilePaths } from '@/rules/routes'

import { PagerStep } from '../shared/PagerStep'
import ui from '../shared/MobileUi.module.css'

type Props = {
  categoryId: number | null
  page: number
  totalPages: number
  labels: { nav: string; previous: string; next: string; where: string }
}

/** Previous / "page 2 of 3" / next, as links to the mobile /m.news-list/{id?}/{page} addresses. */
export function MobilePagination({ categoryId, page, totalPages, labels }: Props) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={labels.nav} className={ui.pager}>
      <PagerStep href={mobilePaths.newsList(categoryId, page - 1)} enabled={page > 1} rel="prev" label={`‹ ${labels.previous}`} />
      <span className={ui.pagerWhere} aria-current="page">
        {labels.where}
      </span>
      <PagerStep href={mobilePaths.newsList(categoryId, page + 1)} enabled={page < totalPages} rel="next" label={`${labels.next} ›`} />
    </nav>
  )
}
