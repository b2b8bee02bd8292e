import type { ReactNode } from 'react'

import type { SearchPageData } from '@/app/(site)/[locale]/_load/search'
import { Highlighted } from '@/components/search/Highlighted'
import { SearchSuggestionsBlock } from '@/components/search/SearchSuggestionsBlock'
import { searchText } from '@/components/search/text'
import { Link } from '@/i18n/navigation'
import { localizedPath } from '@/rules/language'
import { searchQueryMaxLength } from '@/rules/search'
import { mobileHref, mobilePaths } from '@/rules/routes'
import { groupByType, searchPageCount, searchTabs } from '@/rules/searchPage'

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
  const pageHref = (page: number) => mobilePaths.search(query, { type: request.type, page })
  return (
    <div className={`${ui.page} ${styles.page}`} data-testid="search-page">
      <header className={ui.pageHead}>
        <h1>{query && !request.tooLong ? t('resultsFor', { query }) : t('title')}</h1>
        {results && <p>{`${t('resultCount', { count: results.total })}${pages > 1 ? ` · ${t('pageOf', { page: results.page, total: pages })}` : ''}`}</p>}
        <form role="search" action={localizedPath(mobilePaths.search(), locale)} method="get" className={styles.form}>
          <input
            type="search"
            name="q"
            defaultValue={query}
            aria-label={t('label')}
            placeholder={t('placeholder')}
            className={styles.input}
            data-testid="search-page-input"
          />
          <button type="submit" className={styles.submit}>
            {t('submit')}
          </button>
        </form>
      </header>
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
          {results.total === 0 ? (
            <Notice title={t('emptyTitle', { query })} hint={t('emptyHint')} testId="search-empty">
              {suggestions}
            </Notice>
          ) : (
            groupByType(results.items).map((group) => (
              <section key={group.type} className={styles.group} aria-labelledby={`search-group-${group.type}`} data-testid={`search-group-${group.type}`}>
                <h2 id={`search-group-${group.type}`} className={styles.groupTitle}>
                  {typeName(group.type)} <span className={styles.groupCount}>{results.counts[group.type]}</span>
                </h2>
                <ol className={styles.results}>
                  {group.items.map((hit) => (
                    <li key={`${hit.type}-${hit.id}`} className={styles.result} data-testid="search-result">
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
                    </li>
                  ))}
                </ol>
                {!request.type && results.counts[group.type] > group.items.length && (
                  <Link href={mobilePaths.search(query, { type: group.type })} className={styles.viewAll}>
                    {t('viewAllOfType', {
                      count: results.counts[group.type],
                      type: typeName(group.type),
                    })}{' '}
                    ›
                  </Link>
                )}
              </section>
            ))
          )}
          {pages > 1 && (
            <nav aria-label={t('pagination')} className={ui.pager} data-testid="search-pagination">
              <PagerStep href={pageHref(results.page - 1)} enabled={results.page > 1} rel="prev" label={`‹ ${t('previousPage')}`} />
              <span className={ui.pagerWhere} aria-current="page">{`${results.page} / ${pages}`}</span>
              <PagerStep href={pageHref(results.page + 1)} enabled={results.page < pages} rel="next" label={`${t('nextPage')} ›`} />
            </nav>
          )}
        </>
      )}
    </div>
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
