import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import { formatDate, isoDay } from '@/components/news/format'
import { PageHeader } from '@/components/ui/PageHeader'
import type { AlbumCategorySummary, AlbumSummary } from '@/data/albums'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'

import styles from './Album.module.css'

type Props = { locale: Locale; categories: AlbumCategorySummary[]; albums: AlbumSummary[]; current: number | null }

const categoryHref = (id: number | null) => (id === null ? paths.albumList() : `${paths.albumList()}?category=${id}`)

/** /album-list (administrators): album categories as tabs, then the albums of the chosen one. */
export async function AlbumListView({ locale, categories, albums, current }: Props) {
  const [t, nav, news] = await Promise.all([
    getTranslations({ locale, namespace: 'album' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'news' }),
  ])
  const total = categories.reduce((sum, category) => sum + category.albumCount, 0)
  const tabs = [{ id: null, name: t('all'), albumCount: total }, ...categories]
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumb={{ label: news('breadcrumb'), items: [{ href: paths.home(), label: nav('home') }, { label: t('title') }] }}
      />
      <div className={`container ${styles.page}`}>
        <nav aria-label={t('categories')} className={styles.tabs}>
          {tabs.map((tab) => (
            <Link key={tab.id ?? 'all'} href={categoryHref(tab.id)} className={styles.tab} aria-current={tab.id === current ? 'page' : undefined}>
              {tab.name}
              <span className={styles.count}>{tab.albumCount}</span>
            </Link>
          ))}
        </nav>
        {albums.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <ul className={styles.grid} data-testid="album-list">
            {albums.map((album) => (
              <li key={album.id}>
                <Link href={paths.albumDetail(album.id)} className={styles.card}>
                  <span className={styles.cover}>
                    {album.cover && <Image src={album.cover.url} focus={album.cover.focus} alt="" fill sizes="(min-width: 1264px) 384px, 33vw" unoptimized className={styles.image} />}
                    <span className={styles.photoCount}>{t('photoCount', { count: album.photoCount })}</span>
                  </span>
                  <span className={styles.cardBody}>
                    <span className={styles.cardTitle}>{album.title}</span>
                    <span className={styles.meta}>
                      {album.category && <span>{album.category.name}</span>}
                      {album.date && <time dateTime={isoDay(album.date)}>{formatDate(album.date, locale)}</time>}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
