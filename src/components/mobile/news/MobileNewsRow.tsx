import { Image } from '@/components/media/Image'

import { formatDate, isoDay } from '@/components/news/format'
import type { NewsSummary } from '@/data/news'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { mobilePaths } from '@/rules/routes'

import ui from '../shared/MobileUi.module.css'
import styles from './MobileNews.module.css'

/** One article in a mobile list: thumbnail, title, category and date, linking to its mobile page. */
export function MobileNewsRow({ article, locale }: { article: NewsSummary; locale: Locale }) {
  return (
    <li className={ui.row}>
      <Link href={mobilePaths.newsDetail(article.id)}>
        {article.imageUrl ? (
          <Image src={article.imageUrl} focus={article.imageFocus} alt="" width={220} height={160} sizes="30vw" className={ui.rowImage} />
        ) : (
          <span className={ui.rowImage} aria-hidden="true" />
        )}
        <span className={`${ui.rowText} ${styles.rowText}`}>
          <span className={styles.rowTitle}>{article.title}</span>
          <span className={styles.meta}>
            {article.category && <span className={ui.badge}>{article.category.name}</span>}
            <time dateTime={isoDay(article.date)}>{formatDate(article.date, locale)}</time>
          </span>
        </span>
      </Link>
    </li>
  )
}

/** A list of articles, or the empty text. */
export function MobileNewsRows({ articles, locale, empty }: { articles: NewsSummary[]; locale: Locale; empty: string }) {
  if (articles.length === 0) return <p className={ui.empty}>{empty}</p>
  return (
    <ul className={ui.rows} data-testid="news-items">
      {articles.map((article) => (
        <MobileNewsRow key={article.id} article={article} locale={locale} />
      ))}
    </ul>
  )
}
