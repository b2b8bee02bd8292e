import { Pagination } from '@/components/news/Pagination'
import { PageHeader } from '@/components/ui/PageHeader'
import type { SearchPageData } from '@/app/(site)/[locale]/_load/search'
import { Link } from '@/i18n/navigation'
import { localizedPath } from '@/rules/language'
import { paths } from '@/rules/paths'
import { searchPageCount, searchTabs } from '@/rules/searchPage'

import { Highlighted } from './Highlighted'
import { SearchForm, SearchResultGroups, searchWithoutResults } from './SearchBlocks'
import styles from './Search.module.css'
import { SearchSuggestionsBlock } from './SearchSuggestionsBlock'
import { searchText } from './text'

/**
 * Issue 14 /search: the query in a form of its own, tabs per result type with their counts, the
 * results grouped by type with the matched words marked, and page links (no JavaScript needed).
 * A blank, too-long or fruitless query gets a message and suggestions instead.
 */
export async function SearchView({ locale, request, results, suggestedModels }: SearchPageData) {
  const { t, nav, typeName } = await searchText(locale)
  const { query } = request
  const pages = results ? searchPageCount(results.total, results.pageSize) : 1
  const tabs = results ? searchTabs(results.counts, request.type) : []
  const suggestions = <SearchSuggestionsBlock locale={locale} models={suggestedModels} />
  const withoutResults = searchWithoutResults({ request, results }, t, styles, suggestions)
  return (
    <>
      <PageHeader
        title={query && !request.tooLong ? t('resultsFor', { query }) : t('title')}
        subtitle={
          results ? `${t('resultCount', { count: results.total })}${pages > 1 ? ` · ${t('pageOf', { page: results.page, total: pages })}` : ''}` : undefined
        }
        breadcrumb={{
          label: t('breadcrumb'),
          items: [{ href: paths.home(), label: nav('home') }, { label: t('title') }],
        }}
      >
        <SearchForm action={localizedPath(paths.search(), locale)} query={query} t={t} classNames={{ form: styles.pageForm, input: styles.pageInput, submit: styles.pageSubmit }} />
      </PageHeader>
      <div className={`container ${styles.page}`} data-testid="search-page">
        {withoutResults ?? (results && (
          <>
            {tabs.length > 0 && (
              <nav aria-label={t('groups')} className={styles.tabs} data-testid="search-tabs">
                {tabs.map((tab) => (
                  <Link
                    key={tab.type ?? 'all'}
                    href={paths.search(query, { type: tab.type })}
                    className={styles.tab}
                    aria-current={tab.type === request.type ? 'page' : undefined}
                  >
                    {tab.type ? typeName(tab.type) : t('all')}
                    <span className={styles.tabCount}>{tab.count}</span>
                  </Link>
                ))}
              </nav>
            )}
            <SearchResultGroups
              {...{ results, request, suggestions, styles }}
              text={{ t, typeName }}
              hit={(hit) => (
                <>
                  <h3 className={styles.resultTitle}>
                    {/* The hit's address is already in the page's language. */}
                    <a href={hit.url}>
                      <Highlighted text={hit.title} terms={results.terms} />
                    </a>
                  </h3>
                  {hit.snippet && (
                    <p className={styles.snippet}>
                      <Highlighted text={hit.snippet} terms={results.terms} />
                    </p>
                  )}
                </>
              )}
              viewAll={(type, text) => (
                <Link href={paths.search(query, { type })} className={styles.viewAll}>
                  {`${text} →`}
                </Link>
              )}
            />
            <Pagination
              testId="search-pagination"
              href={(page) => paths.search(query, { type: request.type, page })}
              page={results.page}
              totalPages={pages}
              labels={{
                nav: t('pagination'),
                previous: t('previousPage'),
                next: t('nextPage'),
                page: (page) => t('pageNumber', { page }),
              }}
            />
          </>
        ))}
      </div>
    </>
  )
}
