import type { ReactNode } from 'react'

import { Pagination } from '@/components/news/Pagination'
import { PageHeader } from '@/components/ui/PageHeader'
import type { SearchPageData } from '@/app/(site)/[locale]/_load/search'
import { Link } from '@/i18n/navigation'
import { searchQueryMaxLength } from '@/rules/search'
import { localizedPath } from '@/rules/language'
import { paths } from '@/rules/paths'
import { groupByType, searchPageCount, searchTabs } from '@/rules/searchPage'

import { Highlighted } from './Highlighted'
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
        <form role="search" action={localizedPath(paths.search(), locale)} method="get" className={styles.pageForm}>
          <input
            type="search"
            name="q"
            defaultValue={query}
            aria-label={t('label')}
            placeholder={t('placeholder')}
            className={styles.pageInput}
            data-testid="search-page-input"
          />
          <button type="submit" className={styles.pageSubmit}>
            {t('submit')}
          </button>
        </form>
      </PageHeader>
      <div className={`container ${styles.page}`} data-testid="search-page">
        {request.tooLong ? (
          <Notice
            title={t('tooLongTitle')}
            hint={t('tooLongHint', {
              max: searchQueryMaxLength,
              length: [...query].length,
            })}
            testId="search-too-long"
          >
            {suggestions}
          </Notice>
        ) : !results ? (
          <Notice title={t('startTitle')} hint={t('startHint')} testId="search-start">
            {suggestions}
          </Notice>
        ) : (
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
            {results.total === 0 ? (
              <Notice title={t('emptyTitle', { query })} hint={t('emptyHint')} testId="search-empty">
                {suggestions}
              </Notice>
            ) : (
              groupByType(results.items).map((group) => (
                <section key={group.type} className={styles.group} aria-labelledby={`search-group-${group.type}`} data-testid={`search-group-${group.type}`}>
                  <h2 id={`search-group-${group.type}`} className={styles.groupTitle}>
                    {typeName(group.type)}
                    <span className={styles.groupCount}>{results.counts[group.type]}</span>
                  </h2>
                  <ol className={styles.results}>
                    {group.items.map((hit) => (
                      <li key={`${hit.type}-${hit.id}`} className={styles.result} data-testid="search-result">
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
                      </li>
                    ))}
                  </ol>
                  {!request.type && results.counts[group.type] > group.items.length && (
                    <Link href={paths.search(query, { type: group.type })} className={styles.viewAll}>
                      {`${t('viewAllOfType', { count: results.counts[group.type], type: typeName(group.type) })} →`}
                    </Link>
                  )}
                </section>
              ))
            )}
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
        )}
      </div>
    </>
  )
}

function Notice({ title, hint, testId, children }: { title: string; hint: string; testId: string; children: ReactNode }) {
  return (
    <div className={styles.notice} data-testid={testId}>
      <h2 className={styles.noticeTitle}>{title}</h2>
      <p className={styles.noticeHint}>{hint}</p>
      {children}
    </div>
  )
}
