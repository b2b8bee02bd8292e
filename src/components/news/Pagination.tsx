import { Link } from '@/i18n/navigation'
import { paths } from '@/rules/paths'

import styles from './News.module.css'

type Props = {
  categoryId: number | null
  page: number
  totalPages: number
  labels: { nav: string; previous: string; next: string; page: (page: number) => string }
}

/** Page numbers to show: all of them when few, else the first, the last and two around the current. */
export function pageWindow(page: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1)
  const pages = new Set([1, total, page - 1, page, page + 1].filter((value) => value >= 1 && value <= total))
  const sorted = [...pages].sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  for (const value of sorted) {
    const last = out[out.length - 1]
    if (typeof last === 'number' && value - last > 1) out.push('gap')
    out.push(value)
  }
  return out
}

/** Previous, page numbers and next, as links to /news-list/{id?}/{page}; the current page is marked. */
export function Pagination({ categoryId, page, totalPages, labels }: Props) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={labels.nav} className={styles.pagination}>
      {page > 1 ? (
        <Link href={paths.newsList(categoryId, page - 1)} rel="prev" className={styles.pageStep}>
          ← {labels.previous}
        </Link>
      ) : (
        <span className={`${styles.pageStep} ${styles.disabled}`} aria-disabled="true">
          ← {labels.previous}
        </span>
      )}
      <ol className={styles.pages}>
        {pageWindow(page, totalPages).map((value, index) =>
          value === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={value}>
              {value === page ? (
                <span className={`${styles.pageLink} ${styles.current}`} aria-current="page" aria-label={labels.page(value)}>
                  {value}
                </span>
              ) : (
                <Link href={paths.newsList(categoryId, value)} className={styles.pageLink} aria-label={labels.page(value)}>
                  {value}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link href={paths.newsList(categoryId, page + 1)} rel="next" className={styles.pageStep}>
          {labels.next} →
        </Link>
      ) : (
        <span className={`${styles.pageStep} ${styles.disabled}`} aria-disabled="true">
          {labels.next} →
        </span>
      )}
    </nav>
  )
}
