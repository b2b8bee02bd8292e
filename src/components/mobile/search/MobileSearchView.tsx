import type { SearchPageData } from '@/app/(site)/[locale]/_load/search'
import { Highlighted } from '@/components/search/Highlighted'
import { SearchForm, SearchResultGroups, searchWithoutResults } from '@/components/search/SearchBlocks'
import { SearchSuggestionsBlock } from '@/components/search/SearchSuggestionsBlock'
import { searchText } from '@/components/search/text'
import { Link } from '@/i18n/navigation'
import { localizedPath } from '@/rules/language'
import { mobileHref, mobilePaths } from '@/rules/routes'
import { searchPageCount, searchTabs } from '@/rules/searchPage'

import { PagerStep } from '../shared/PagerStep'
import ui from '../shared/MobileUi.module.css'
import styles from './MobileSearch.module.css'

/**
 * Issue 14 /m.search: the desktop page's content for a phone: the form on top, type chips with
 * counts, grouped results (linking to the /m. twins) and a previous/next pager.
 */
export async function MobileSearchView({ locale, request, results, suggestedModels }: SearchPageData) {
  const { t, typeName } = await searchText(locale)
  const { query } = request
  const pages = results ? searchPageCount(results.total, results.pageSize) : 1
  const tabs = results ? searchTabs(results.counts, request.type) : []
  const suggestions = <SearchSuggestionsBlock locale={locale} models={suggestedModels} mobile />
  const withoutResults = searchWithoutResults({ request, results }, t, styles, suggestions)
  const pageHref = (page: number) => mobilePaths.search(query, { type: request.type, page })
  return (
    <div className={`${ui.page} ${styles.page}`} data-testid="search-page">
      <header className={ui.pageHead}>
        <h1>{query && !request.tooLong ? t('resultsFor', { query }) : t('title')}</h1>
        {results && <p>{`${t('resultCount', { count: results.total })}${pages > 1 ? ` · ${t('pageOf', { page: results.page, total: pages })}` : ''}`}</p>}
        <SearchForm action={localizedPath(mobilePaths.search(), locale)} query={query} t={t} classNames={{ form: styles.form, input: styles.input, submit: styles.submit }} />
      </header>
      {withoutResults ?? (results && (
        <>
          {tabs.length > 0 && (
            <nav aria-label={t('groups')}>
              <ul className={ui.chips} data-testid="search-tabs">
                {tabs.map((tab) => (
                  <li key={tab.type ?? 'all'}>
                    <Link href={mobilePaths.search(query, { type: tab.type })} className={ui.tab} aria-current={tab.type === request.type ? 'page' : undefined}>
                      {tab.type ? typeName(tab.type) : t('all')}
                      <span className={styles.count}>{tab.count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <SearchResultGroups
            {...{ results, request, suggestions, styles }}
            text={{ t, typeName }}
            hit={(hit) => (
              <a href={mobileHref(hit.url)} className={styles.resultLink}>
                <span className={styles.resultTitle}>
                  <Highlighted text={hit.title} terms={results.terms} />
                </span>
                {hit.snippet && (
                  <span className={styles.snippet}>
                    <Highlighted text={hit.snippet} terms={results.terms} />
                  </span>
                )}
              </a>
            )}
            viewAll={(type, text) => (
              <Link href={mobilePaths.search(query, { type })} className={styles.viewAll}>
                {`${text} ›`}
              </Link>
            )}
          />
          {pages > 1 && (
            <nav aria-label={t('pagination')} className={ui.pager} data-testid="search-pagination">
              <PagerStep href={pageHref(results.page - 1)} enabled={results.page > 1} rel="prev" label={`‹ ${t('previousPage')}`} />
              <span className={ui.pagerWhere} aria-current="page">{`${results.page} / ${pages}`}</span>
              <PagerStep href={pageHref(results.page + 1)} enabled={results.page < pages} rel="next" label={`${t('nextPage')} ›`} />
            </nav>
          )}
        </>
      ))}
    </div>
  )
}
