import { getTranslations } from 'next-intl/server'

import { formatDate, formatFileSize, isoDay } from '@/components/news/format'
import { Prose } from '@/components/ui/Prose'
import type { NewsArticle } from '@/data/news'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { mobilePaths } from '@/rules/routes'

import { MobileHero } from '../shared/MobileBlocks'
import ui from '../shared/MobileUi.module.css'
import styles from './MobileNews.module.css'

/** /m.news-detail/{id}: the article (issue 36: its title and summary first, then its cover), its attachments, its neighbours and the way back to the list. */
export async function MobileNewsDetailView({ locale, article }: { locale: Locale; article: NewsArticle }) {
  const t = await getTranslations({ locale, namespace: 'news' })
  const neighbours = [
    { key: 'previous', rel: 'prev', label: t('previousArticle'), article: article.previous },
    { key: 'next', rel: 'next', label: t('nextArticle'), article: article.next },
  ] as const
  return (
    <article className={ui.page}>
      <MobileHero
        image={article.cover}
        title={article.title}
        subtitle={article.summary || undefined}
        eyebrow={
          <p className={`${styles.meta} ${styles.onBand}`}>
            {article.category && (
              <Link href={mobilePaths.newsList(article.category.id)} className={ui.badge}>
                {article.category.name}
              </Link>
            )}
            <time dateTime={isoDay(article.date)}>{formatDate(article.date, locale)}</time>
          </p>
        }
      />
      <div className={`${ui.richText} ${styles.body}`}>
        <Prose html={article.bodyHtml} className={ui.prose} />
      </div>

      {article.attachments.length > 0 && (
        <section className={styles.attachments} aria-labelledby="attachments">
          <h2 id="attachments">{t('attachments')}</h2>
          <ul>
            {article.attachments.map((file) => (
              <li key={file.id}>
                <a href={file.downloadUrl} download={file.filename} aria-label={`${t('download')} ${file.filename}`}>
                  <span className={styles.fileName}>{file.filename}</span>
                  <span className={ui.muted}>{formatFileSize(file.size, locale)}</span>
                  <span className={styles.fileAction}>{t('download')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <nav aria-label={t('articleNav')} className={styles.neighbours}>
        {neighbours.map(({ key, rel, label, article: neighbour }) =>
          neighbour ? (
            <Link key={key} href={mobilePaths.newsDetail(neighbour.id)} rel={rel} data-testid={`${key}-article`} className={styles.neighbour}>
              <span className={ui.muted}>{label}</span>
              {neighbour.title}
            </Link>
          ) : (
            <p key={key} className={`${styles.neighbour} ${styles.none}`}>
              <span className={ui.muted}>{label}</span>
              {t('noMore')}
            </p>
          ),
        )}
      </nav>
      <p className={styles.back}>
        <Link href={mobilePaths.newsList(article.category?.id ?? null)} className={ui.buttonGhost}>
          ‹ {t('backToList')}
        </Link>
      </p>
    </article>
  )
}
