import { Image } from '@/components/media/Image'
import { PageHeader } from '@/components/ui/PageHeader'
import { getTranslations } from 'next-intl/server'

import type { NewsCategorySummary, NewsSummary } from '@/data/news'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'

import { formatDate, isoDay } from './format'
import { NewsCard } from './NewsCard'
import styles from './News.module.css'

type Props = {
  locale: Locale
  banner: NewsSummary[]
  top: NewsSummary[]
  categories: NewsCategorySummary[]
  latest: NewsSummary[]
  /** Articles per category, for the category cards. */
  categoryCounts: Map<number, number>
}

/** /news-trend: the lead story and banner, top stories, the categories and the latest articles. */
export async function NewsTrendView({ locale, banner, top, categories, latest, categoryCounts }: Props) {
  const [t, nav] = await Promise.all([getTranslations({ locale, namespace: 'news' }), getTranslations({ locale, namespace: 'nav' })])
  const [lead, ...more] = banner
  return (
    <>
      <PageHeader
        title={t('trendTitle')}
        subtitle={t('trendSubtitle')}
        firstScreen
        breadcrumb={{ label: t('breadcrumb'), items: [{ href: paths.home(), label: nav('home') }, { label: t('trendTitle') }] }}
      />

      <div className={`container ${styles.trendTop}`}>
        {lead && (
          <section aria-labelledby="lead-story" className={styles.lead}>
            <Link href={paths.newsDetail(lead.id)} className={styles.leadLink}>
              {lead.imageUrl && (
                <Image src={lead.imageUrl} focus={lead.imageFocus} alt="" fill sizes="(min-width: 1264px) 760px, 62vw" className={styles.cover} />
              )}
              <div className={styles.leadText}>
                <span className={styles.leadLabel}>{t('leadStory')}</span>
                <h2 id="lead-story" className={styles.leadTitle}>
                  {lead.title}
                </h2>
                <p className={styles.leadMeta}>
                  {lead.category && <span>{lead.category.name}</span>}
                  <time dateTime={isoDay(lead.date)}>{formatDate(lead.date, locale)}</time>
                </p>
                {lead.summary && <p className={styles.leadSummary}>{lead.summary}</p>}
              </div>
            </Link>
            {more.length > 0 && (
              <ul className={styles.bannerMore}>
                {more.map((article) => (
                  <li key={article.id}>
                    <Link href={paths.newsDetail(article.id)} className={styles.bannerItem}>
                      <span className={styles.bannerThumb}>
                        {article.imageUrl && <Image src={article.imageUrl} focus={article.imageFocus} alt="" fill sizes="160px" className={styles.cover} />}
                      </span>
                      <span>
                        <span className={styles.bannerTitle}>{article.title}</span>
                        <time dateTime={isoDay(article.date)} className={styles.small}>
                          {formatDate(article.date, locale)}
                        </time>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        <section aria-labelledby="top-news" className={styles.topNews} data-testid="top-news">
          <h2 id="top-news" className={styles.sideHeading}>
            {t('topNews')}
          </h2>
          <ol className={styles.topList}>
            {top.map((article, index) => (
              <li key={article.id}>
                <span className={styles.topRank} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span>
                  <Link href={paths.newsDetail(article.id)} className={styles.topTitle}>
                    {article.title}
                  </Link>
                  <time dateTime={isoDay(article.date)} className={styles.small}>
                    {formatDate(article.date, locale)}
                  </time>
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section aria-labelledby="news-categories" className={`container ${styles.section}`}>
        <h2 id="news-categories" className={styles.sectionTitle}>
          {t('categories')}
        </h2>
        <ul className={styles.categoryGrid}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link href={paths.newsList(category.id)} className={styles.categoryCard}>
                <span className={styles.categoryName}>{category.name}</span>
                <span className={styles.small}>{t('articleCount', { count: categoryCounts.get(category.id) ?? 0 })}</span>
                <span className={styles.categoryArrow} aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="latest-news" className={`container ${styles.section} ${styles.lastSection}`}>
        <header className={styles.sectionHead}>
          <h2 id="latest-news" className={styles.sectionTitle}>
            {t('latest')}
          </h2>
          <Link href={paths.newsList()} className={styles.viewAll}>
            {t('viewAll')} →
          </Link>
        </header>
        {latest.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <ul className={styles.cardGrid}>
            {latest.map((article) => (
              <li key={article.id}>
                <NewsCard article={article} locale={locale} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}
