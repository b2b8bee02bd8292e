import { Image } from '@/components/media/Image'

import type { NewsSummary } from '@/data/news'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'

import { formatDate, isoDay } from './format'
import styles from './News.module.css'

/** One article as a card: cover, category, date, title and summary. */
export function NewsCard({ article, locale }: { article: NewsSummary; locale: Locale }) {
  return (
    <article className={styles.card}>
      <Link href={paths.newsDetail(article.id)} className={styles.cardLink}>
        <div className={styles.cardMedia}>
          {article.imageUrl && <Image src={article.imageUrl} focus={article.imageFocus} alt="" fill sizes="(min-width: 1264px) 384px, 33vw" className={styles.cover} />}
        </div>
        <div className={styles.cardBody}>
          <p className={styles.meta}>
            {article.category && <span className={styles.badge}>{article.category.name}</span>}
            <time dateTime={isoDay(article.date)}>{formatDate(article.date, locale)}</time>
          </p>
          <h3 className={styles.cardTitle}>{article.title}</h3>
          {article.summary && <p className={styles.cardSummary}>{article.summary}</p>}
        </div>
      </Link>
    </article>
  )
}

/** One article as a row of a list: thumbnail left, text right. */
export function NewsRow({ article, locale, readMore }: { article: NewsSummary; locale: Locale; readMore: string }) {
  return (
    <article className={styles.row}>
      <Link href={paths.newsDetail(article.id)} className={styles.rowMedia} tabIndex={-1} aria-hidden="true">
        {article.imageUrl && <Image src={article.imageUrl} focus={article.imageFocus} alt="" fill sizes="280px" className={styles.cover} />}
      </Link>
      <div className={styles.rowBody}>
        <p className={styles.meta}>
          {article.category && <span className={styles.badge}>{article.category.name}</span>}
          <time dateTime={isoDay(article.date)}>{formatDate(article.date, locale)}</time>
        </p>
        <h2 className={styles.rowTitle}>
          <Link href={paths.newsDetail(article.id)}>{article.title}</Link>
        </h2>
        {article.summary && <p className={styles.rowSummary}>{article.summary}</p>}
        <Link href={paths.newsDetail(article.id)} className={styles.more} aria-hidden="true" tabIndex={-1}>
          {readMore} →
        </Link>
      </div>
    </article>
  )
}
