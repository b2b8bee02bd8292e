import { Link } from '@/i18n/navigation'
import { mobilePaths } from '@/rules/routes'

import ui from '../shared/MobileUi.module.css'

type Props = {
  categoryId: number | null
  page: number
  totalPages: number
  labels: { nav: string; previous: string; next: string; where: string }
}

/** One end of the pager: a link to `page`, or a greyed-out label when there is no such page. */
function Step({ categoryId, page, enabled, rel, label }: { categoryId: number | null; page: number; enabled: boolean; rel: 'prev' | 'next'; label: string }) {
  const className = `${ui.buttonGhost} ${ui.pagerStep}`
  if (!enabled) {
    return (
      <span className={className} aria-disabled="true">
        {label}
      </span>
    )
  }
  return (
    <Link href={mobilePaths.newsList(categoryId, page)} rel={rel} className={className}>
      {label}
    </Link>
  )
}

/** Previous / "page 2 of 3" / next, as links to the mobile /m.news-list/{id?}/{page} addresses. */
export function MobilePagination({ categoryId, page, totalPages, labels }: Props) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={labels.nav} className={ui.pager}>
      <Step categoryId={categoryId} page={page - 1} enabled={page > 1} rel="prev" label={`‹ ${labels.previous}`} />
      <span className={ui.pagerWhere} aria-current="page">
        {labels.where}
      </span>
      <Step categoryId={categoryId} page={page + 1} enabled={page < totalPages} rel="next" label={`${labels.next} ›`} />
    </nav>
  )
}
