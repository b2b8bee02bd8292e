import { getTranslations } from 'next-intl/server'

import { UntranslatedNote } from '@/components/ui/UntranslatedNote'
import type { NewsCategorySummary, NewsPage } from '@/data/news'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { mobilePaths } from '@/rules/routes'

import { MobilePageHead } from '../shared/MobileSection'
import ui from '../shared/MobileUi.module.css'
import styles from './MobileNews.module.css'
import { MobileNewsRows } from './MobileNewsRow'
import { MobilePagination } from './MobilePagination'

type Props = { locale: Locale; news: NewsPage; categories: NewsCategorySummary[] }

/** /m.news-list…: the category chips, one page of articles and the pager. */
export async function MobileNewsListView({ locale, news, categories }: Props) {
  const t = await getTranslations({ locale, namespace: 'news' })
  const title = news.category?.name ?? t('all')
  const current = news.category?.id ?? null
  const tabs = [{ id: null, name: t('all') }, ...categories]
  return (
    <div className={ui.page}>
      <MobilePageHead title={title} subtitle={`${t('articleCount', { count: news.totalDocs })} · ${t('pageOf', { page: news.page, total: news.totalPages })}`}>
        <UntranslatedNote />
      </MobilePageHead>
      <nav aria-label={t('categories')}>
        <ul className={ui.chips}>
          {tabs.map((tab) => (
            <li key={tab.id ?? 'all'}>
              <Link href={mobilePaths.newsList(tab.id)} className={ui.tab} aria-current={tab.id === current ? 'page' : undefined}>
                {tab.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.list}>
        <MobileNewsRows articles={news.items} locale={locale} empty={t('empty')} />
      </div>
      <MobilePagination
        categoryId={current}
        page={news.page}
        totalPages={news.totalPages}
        labels={{ nav: t('pagination'), previous: t('previousPage'), next: t('nextPage'), where: `${news.page} / ${news.totalPages}` }}
      />
    </div>
  )
}
