import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import { formatDate, isoDay } from '@/components/news/format'
import type { NewsTrendContent } from '@/data/newsTrend'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { mobilePaths } from '@/rules/routes'

import { MobileHero } from '../shared/MobileBlocks'
import { MobileSection } from '../shared/MobileSection'
import ui from '../shared/MobileUi.module.css'
import styles from './MobileNews.module.css'
import { MobileNewsRows } from './MobileNewsRow'

type Props = NewsTrendContent & { locale: Locale }

/** /m.news-trend: the lead story, the top stories, the categories and the latest articles. */
export async function MobileNewsTrendView({ locale, banner, top, categories, latest, categoryCounts }: Props) {
  const t = await getTranslations({ locale, namespace: 'news' })
  const [lead] = banner
  return (
    <div className={ui.page}>
      <MobileHero title={t('trendTitle')} subtitle={t('trendSubtitle')} />

      {lead && (
        <Link href={mobilePaths.newsDetail(lead.id)} className={`${ui.mediaCard} ${styles.lead}`}>
          {lead.imageUrl && <Image src={lead.imageUrl} focus={lead.imageFocus} alt="" width={800} height={450} sizes="(max-width: 750px) 92vw, 690px" className={`${ui.cardImage} ${ui.wide}`} />}
          <span className={ui.mediaCardText}>
            <span className={ui.badge}>{t('leadStory')}</span>
            <span className={styles.leadTitle}>
              {lead.title}
            </span>
            <time dateTime={isoDay(lead.date)} className={ui.muted}>
              {formatDate(lead.date, locale)}
            </time>
          </span>
        </Link>
      )}

      <nav aria-label={t('categories')}>
        <ul className={ui.chips}>
          <li>
            <Link href={mobilePaths.newsList()} className={ui.tab}>
              {t('all')}
            </Link>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <Link href={mobilePaths.newsList(category.id)} className={ui.tab}>
                {category.name}
                <span className={ui.count}>{categoryCounts.get(category.id) ?? 0}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {top.length > 0 && (
        <MobileSection title={t('topNews')}>
          <ol className={styles.top} data-testid="top-news">
            {top.map((article) => (
              <li key={article.id}>
                <Link href={mobilePaths.newsDetail(article.id)}>{article.title}</Link>
              </li>
            ))}
          </ol>
        </MobileSection>
      )}

      <MobileSection title={t('latest')} more={{ href: mobilePaths.newsList(), label: t('viewAll') }}>
        <MobileNewsRows articles={latest} locale={locale} empty={t('empty')} />
      </MobileSection>
    </div>
  )
}
