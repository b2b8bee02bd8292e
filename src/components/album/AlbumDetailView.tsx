import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import { formatDate } from '@/components/news/format'
import { PageHeader } from '@/components/ui/PageHeader'
import type { AlbumDetail } from '@/data/albums'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { paths } from '@/rules/paths'

import styles from './Album.module.css'

/** /album-detail/{id} (administrators): the album's photos in a grid, with captions. */
export async function AlbumDetailView({ locale, album }: { locale: Locale; album: AlbumDetail }) {
  const [t, nav, news] = await Promise.all([
    getTranslations({ locale, namespace: 'album' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'news' }),
  ])
  const facts = [album.category?.name, formatDate(album.date, locale), t('photoCount', { count: album.photoCount })].filter(Boolean)
  return (
    <>
      <PageHeader
        title={album.title}
        subtitle={facts.join(' · ')}
        breadcrumb={{
          label: news('breadcrumb'),
          items: [{ href: paths.home(), label: nav('home') }, { href: paths.albumList(), label: t('title') }, { label: album.title }],
        }}
      />
      <div className={`container ${styles.page}`}>
        {album.description && <p className={styles.description}>{album.description}</p>}
        {album.photos.length === 0 ? (
          <p className={styles.empty}>{t('noPhotos')}</p>
        ) : (
          // Album pictures are fetched with the editor's session, never through Next's image
          // optimiser: it fetches without the session, and would keep a copy for every visitor.
          <ul className={styles.photos} aria-label={t('photos')} data-testid="album-photos">
            {album.photos.map((photo, index) => (
              <li key={`${index}-${photo.image?.url ?? ''}`}>
                <figure className={styles.figure}>
                  {photo.image && (
                    <a href={photo.image.url} target="_blank" rel="noopener" className={styles.photoFrame}>
                      <Image
                        src={photo.image.url} focus={photo.image.focus}
                        alt={photo.image.alt || photo.caption}
                        fill
                        sizes="(min-width: 1264px) 384px, 33vw"
                        priority={index < 3}
                        unoptimized
                        className={styles.image}
                      />
                    </a>
                  )}
                  {photo.caption && <figcaption>{photo.caption}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.back}>
          <Link href={paths.albumList()}>← {t('back')}</Link>
        </p>
      </div>
    </>
  )
}
