import { Image } from '@/components/media/Image'
import { PageHeader } from '@/components/ui/PageHeader'
import { Prose } from '@/components/ui/Prose'
import { getTranslations } from 'next-intl/server'

import type { NewsArticle } from '@/data/news'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'

import { formatDate, formatFileSize, isoDay } from './format'
import styles from './News.module.css'

/** /news-detail/{id}: the article, its attachments and its neighbours in the category. */
export async function NewsDetailView({ locale, article }: { locale: Locale; article: NewsArticle }) {
  const [t, nav] = await Promise.all([getTranslations({ locale, namespace: 'news' }), getTranslations({ locale, namespace: 'nav' })])
  const crumbs = [
    { href: paths.home(), label: nav('home') },
    { href: paths.newsTrend(), label: t('trendTitle') },
    ...(article.category ? [{ href: paths.newsList(article.category.id), label: article.category.name }] : []),
  ]
  return (
    <>
      <PageHeader title={article.title} subtitle={article.summary || undefined} firstScreen breadcrumb={{ label: t('breadcrumb'), items: crumbs }}>
        <dl className={styles.articleMeta}>
          <div>
            <dt>{t('published')}</dt>
            <dd>
              <time dateTime={isoDay(article.date)}>{formatDate(article.date, locale)}</time>
            </dd>
          </div>
          {article.category && (
            <div>
              <dt>{t('category')}</dt>
              <dd>
                <Link href={paths.newsList(article.category.id)}>{article.category.name}</Link>
              </dd>
            </div>
          )}
        </dl>
      </PageHeader>

      <div className={`container ${styles.article}`}>
        <article className={styles.articleMain}>
          {article.cover && (
            <Image
              src={article.cover.url} focus={article.cover.focus}
              alt={article.cover.alt}
              width={article.cover.width ?? 1200}
              height={article.cover.height ?? 675}
              // The column is 780 px at every width (the desktop page is at least 1024 px wide): a
              // narrower window must not be sent a smaller picture (Lighthouse image-size-responsive).
              sizes="780px"
              className={styles.articleCover}
            />
          )}
          <Prose html={article.bodyHtml} />

          {article.attachments.length > 0 && (
            <section aria-labelledby="attachments" className={styles.attachments}>
              <h2 id="attachments" className={styles.attachmentsTitle}>
                {t('attachments')}
              </h2>
              <ul>
                {article.attachments.map((file) => (
                  <li key={file.id} className={styles.attachment}>
                    <span className={styles.fileIcon} aria-hidden="true">
                      {file.filename.split('.').pop()?.toUpperCase().slice(0, 4)}
                    </span>
                    <span className={styles.fileName}>{file.filename}</span>
                    <span className={styles.small}>{formatFileSize(file.size, locale)}</span>
                    <a
                      href={file.downloadUrl}
                      download={file.filename}
                      className={styles.download}
                      aria-label={`${t('download')} ${file.filename}`}
                    >
                      {t('download')}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <nav aria-label={t('articleNav')} className={styles.neighbours}>
            <div className={styles.neighbour}>
              <span className={styles.small}>{t('previousArticle')}</span>
              {article.previous ? (
                <Link href={paths.newsDetail(article.previous.id)} rel="prev" data-testid="previous-article">
                  {article.previous.title}
                </Link>
              ) : (
                <span className={styles.none}>{t('noMore')}</span>
              )}
            </div>
            <div className={`${styles.neighbour} ${styles.neighbourNext}`}>
              <span className={styles.small}>{t('nextArticle')}</span>
              {article.next ? (
                <Link href={paths.newsDetail(article.next.id)} rel="next" data-testid="next-article">
                  {article.next.title}
                </Link>
              ) : (
                <span className={styles.none}>{t('noMore')}</span>
              )}
            </div>
          </nav>
          <p className={styles.backLink}>
            <Link href={article.category ? paths.newsList(article.category.id) : paths.newsList()}>← {t('backToList')}</Link>
          </p>
        </article>
      </div>
    </>
  )
}
