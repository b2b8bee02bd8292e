import type { ReactNode } from 'react'

import type { SearchPageData } from '@/app/(site)/[locale]/_load/search'
import { searchQueryMaxLength } from '@/rules/search'
import { groupByType } from '@/rules/searchPage'

import type { searchText } from './text'

type SearchTranslator = Awaited<ReturnType<typeof searchText>>['t']

/** The search page's own query form (desktop and phone alike; each styles it). */
export function SearchForm({ action, query, t, classNames }: { action: string; query: string; t: SearchTranslator; classNames: { form?: string; input?: string; submit?: string } }) {
  return (
    <form role="search" action={action} method="get" className={classNames.form}>
      <input type="search" name="q" defaultValue={query} aria-label={t('label')} placeholder={t('placeholder')} className={classNames.input} data-testid="search-page-input" />
      <button type="submit" className={classNames.submit}>
        {t('submit')}
      </button>
    </form>
  )
}

/** The class names the blocks below take from the page's CSS module (desktop and phone name them alike). */
export type SearchStyles = Readonly<Record<string, string>>

/** A message in place of results, with suggestions below it. */
export function SearchNotice({ title, hint, testId, styles, children }: { title: string; hint: string; testId: string; styles: SearchStyles; children: ReactNode }) {
  return (
    <div className={styles.notice} data-testid={testId}>
      <h2 className={styles.noticeTitle}>{title}</h2>
      <p className={styles.noticeHint}>{hint}</p>
      {children}
    </div>
  )
}

/** The notice a query without results to list gets (too long, or none asked yet); null when there are results. */
export function searchWithoutResults({ request, results }: Pick<SearchPageData, 'request' | 'results'>, t: SearchTranslator, styles: SearchStyles, suggestions: ReactNode) {
  if (request.tooLong) {
    const hint = t('tooLongHint', { max: searchQueryMaxLength, length: [...request.query].length })
    return (
      <SearchNotice title={t('tooLongTitle')} hint={hint} testId="search-too-long" styles={styles}>
        {suggestions}
      </SearchNotice>
    )
  }
  if (!results) {
    return (
      <SearchNotice title={t('startTitle')} hint={t('startHint')} testId="search-start" styles={styles}>
        {suggestions}
      </SearchNotice>
    )
  }
  return null
}

type SearchResults = NonNullable<SearchPageData['results']>
type SearchHit = SearchResults['items'][number]

/**
 * The results grouped by type, each group under its heading with its count, and a link to all of
 * a type's results where the page shows only some; or, without any, the empty notice.
 */
export function SearchResultGroups({
  results,
  request,
  text: { t, typeName },
  suggestions,
  hit,
  viewAll,
  styles,
}: {
  results: SearchResults
  request: SearchPageData['request']
  text: Pick<Awaited<ReturnType<typeof searchText>>, 't' | 'typeName'>
  suggestions: ReactNode
  /** One hit's item content (its link, title and snippet), as the page shows it. */
  hit: (hit: SearchHit) => ReactNode
  viewAll: (type: SearchHit['type'], text: string) => ReactNode
  styles: SearchStyles
}) {
  if (results.total === 0) {
    return (
      <SearchNotice title={t('emptyTitle', { query: request.query })} hint={t('emptyHint')} testId="search-empty" styles={styles}>
        {suggestions}
      </SearchNotice>
    )
  }
  return groupByType(results.items).map((group) => (
    <section key={group.type} className={styles.group} aria-labelledby={`search-group-${group.type}`} data-testid={`search-group-${group.type}`}>
      <h2 id={`search-group-${group.type}`} className={styles.groupTitle}>
        {typeName(group.type)} <span className={styles.groupCount}>{results.counts[group.type]}</span>
      </h2>
      <ol className={styles.results}>
        {group.items.map((item) => (
          <li key={`${item.type}-${item.id}`} className={styles.result} data-testid="search-result">
            {hit(item)}
          </li>
        ))}
      </ol>
      {!request.type &&
        results.counts[group.type] > group.items.length &&
        viewAll(group.type, t('viewAllOfType', { count: results.counts[group.type], type: typeName(group.type) }))}
    </section>
  ))
}
