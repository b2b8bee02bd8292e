import { getTranslations } from 'next-intl/server'

import { PageHeader } from '@/components/ui/PageHeader'
import { UntranslatedNote } from '@/components/ui/UntranslatedNote'
import type { NewsCategorySummary, NewsPage } from '@/data/news'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'

import { CategoryTabs } from './CategoryTabs'
import { NewsRow } from './NewsCard'
import styles from './News.module.css'
import { Pagination } from './Pagination'

type Props = { locale: Locale; news: NewsPage; categories: NewsCategorySummary[] }

/** /news-list…: category tabs, one page of articles, and real pagination. */
export async function NewsListView({ locale, news, categories }: Props) {
  const [t, nav] = await Promise.all([getTranslations({ locale, namespace: 'news' }), getTranslations({ locale, namespace: 'nav' })])
  const title = news.category?.name ?? t('all')
  return (
    <>
      <PageHeader
        title={title}
        subtitle={`${t('articleCount', { count: news.totalDocs })} · ${t('pageOf', { page: news.page, total: news.totalPages })}`}
        firstScreen
        breadcrumb={{
          label: t('breadcrumb'),
          items: [{ href: paths.home(), label: nav('home') }, { href: paths.newsTrend(), label: t('trendTitle') }, { label: title }],
        }}
      />
      <div className={`container ${styles.listPage}`}>
        <UntranslatedNote />
        <CategoryTabs categories={categories} current={news.category?.id ?? null} allLabel={t('all')} label={t('categories')} />
        {news.items.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <ul className={styles.rows} data-testid="news-items">
            {news.items.map((article) => (
              <li key={article.id}>
                <NewsRow article={article} locale={locale} readMore={t('readMore')} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          href={(page) => paths.newsList(news.category?.id ?? null, page)}
          page={news.page}
          totalPages={news.totalPages}
          labels={{
            nav: t('pagination'),
            previous: t('previousPage'),
            next: t('nextPage'),
            page: (page) => t('pageNumber', { page }),
          }}
        />
      </div>
    </>
  )
}
