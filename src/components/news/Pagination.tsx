import { Link } from '@/i18n/navigation'

import styles from './News.module.css'

type Props = {
  /** The address of a page of the list. */
  href: (page: number) => string
  page: number
  totalPages: number
  labels: { nav: string; previous: string; next: string; page: (page: number) => string }
  testId?: string
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

/**
 * Previous, page numbers and next as plain links to `href(page)`; the current page's is marked. The
 * news list's pager (/news-list/{id?}/{page}), and the search results' in the same look.
 */
export function Pagination({ href, page, totalPages, labels, testId }: Props) {
  if (totalPages <= 1) return null
  const step = (target: number, enabled: boolean, rel: 'prev' | 'next', label: string) =>
    enabled ? (
      <Link href={href(target)} rel={rel} className={styles.pageStep}>
        {label}
      </Link>
    ) : (
      <span className={`${styles.pageStep} ${styles.disabled}`} aria-disabled="true">
        {label}
      </span>
    )
  return (
    <nav aria-label={labels.nav} className={styles.pagination} data-testid={testId}>
      {step(page - 1, page > 1, 'prev', `← ${labels.previous}`)}
      <ol className={styles.pages}>
        {pageWindow(page, totalPages).map((value, index) =>
          value === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={value}>
              {/* The current page is a link too, marked: its name ("Page 2") needs an element that
                  admits aria-label, which a span is not (issue 40). */}
              <Link
                href={href(value)}
                className={value === page ? `${styles.pageLink} ${styles.current}` : styles.pageLink}
                aria-current={value === page ? 'page' : undefined}
                aria-label={labels.page(value)}
              >
                {value}
              </Link>
            </li>
          ),
        )}
      </ol>
      {step(page + 1, page < totalPages, 'next', `${labels.next} →`)}
    </nav>
  )
}
