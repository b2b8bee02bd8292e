import { pageWindow } from '@/components/news/Pagination'
import newsStyles from '@/components/news/News.module.css'
import { Link } from '@/i18n/navigation'

type Props = {
  /** The address of a result page. */
  href: (page: number) => string
  page: number
  totalPages: number
  labels: { nav: string; previous: string; next: string; page: (page: number) => string }
}

/** Previous, page numbers and next as plain links (the news list's look); the current page is marked. */
export function SearchPagination({ href, page, totalPages, labels }: Props) {
  if (totalPages <= 1) return null
  const step = (target: number, enabled: boolean, rel: 'prev' | 'next', label: string) =>
    enabled ? (
      <Link href={href(target)} rel={rel} className={newsStyles.pageStep}>
        {label}
      </Link>
    ) : (
      <span className={`${newsStyles.pageStep} ${newsStyles.disabled}`} aria-disabled="true">
        {label}
      </span>
    )
  return (
    <nav aria-label={labels.nav} className={newsStyles.pagination} data-testid="search-pagination">
      {step(page - 1, page > 1, 'prev', `← ${labels.previous}`)}
      <ol className={newsStyles.pages}>
        {pageWindow(page, totalPages).map((value, index) =>
          value === 'gap' ? (
            <li key={`gap-${index}`} className={newsStyles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={value}>
              {value === page ? (
                <span className={`${newsStyles.pageLink} ${newsStyles.current}`} aria-current="page" aria-label={labels.page(value)}>
                  {value}
                </span>
              ) : (
                <Link href={href(value)} className={newsStyles.pageLink} aria-label={labels.page(value)}>
                  {value}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {step(page + 1, page < totalPages, 'next', `${labels.next} →`)}
    </nav>
  )
}
