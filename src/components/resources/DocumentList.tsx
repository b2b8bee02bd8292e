import { getTranslations } from 'next-intl/server'

import { formatDate, formatFileSize, isoDay } from '@/components/news/format'
import type { DocumentVersion, DownloadDocument } from '@/data/downloads'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import type { paths } from '@/rules/paths'
import { documentLanguageLabels, documentTypeLabels, operatingSystemLabels, resourceAnchor } from '@/rules/resources'

type Styles = Readonly<Record<string, string>>

interface Props {
  documents: DownloadDocument[]
  locale: Locale
  /** the page's CSS module: desktop or mobile (same class names) */
  styles: Styles
  /** `paths` on desktop, `mobilePaths` on phones */
  links: typeof paths
  /** the list's id, for its filter (the download centre) */
  id?: string
  /** the product page lists its own documents: no product links there */
  showProducts?: boolean
}

/** The file type as people name it: PDF, TAR.GZ, ZIP. */
const fileType = (filename: string) => (/\.tar\.gz$/i.test(filename) ? 'TAR.GZ' : (filename.split('.').pop() ?? '').toUpperCase())

/**
 * Issue 29: documents as the download centre and product pages list them: type, title, version and
 * date, language and systems, release notes, and each file with its size, SHA-256 and a download
 * link (counted, served with its type and name); earlier versions under "previous versions".
 * Each row carries its filter values (data-*) for ListFilter.
 */
export async function DocumentList({ documents, locale, styles, links, id, showProducts = true }: Props) {
  const t = await getTranslations({ locale, namespace: 'resources.downloads' })

  const file = (doc: DownloadDocument, version: DocumentVersion, main: boolean) => {
    const size = formatFileSize(version.file.size, locale)
    return (
      <div className={main ? styles.file : styles.previousFile}>
        <dl className={styles.fileFacts}>
          <div>
            <dt>{t('size')}</dt>
            <dd>{size}</dd>
          </div>
          <div>
            <dt>{t('sha256')}</dt>
            <dd>
              <code className={styles.hash} data-testid="sha256">
                {version.file.sha256}
              </code>
            </dd>
          </div>
        </dl>
        <a
          href={version.file.url}
          download={version.file.filename}
          type={version.file.mimeType}
          className={main ? styles.download : styles.downloadSmall}
          aria-label={t('downloadLabel', { title: doc.title, version: version.version, type: fileType(version.file.filename), size })}
        >
          {t('download')} <span className={styles.fileType}>{fileType(version.file.filename)}</span>
        </a>
      </div>
    )
  }

  return (
    <ul className={styles.documents} id={id}>
      {documents.map((doc) => (
        <li
          key={doc.id}
          id={resourceAnchor.document(doc.id)}
          className={styles.document}
          data-filter-item=""
          data-product={doc.products.map((product) => product.customizeUrl).join(' ')}
          data-category={[...new Set(doc.products.map((product) => product.categoryId))].join(' ')}
          data-type={doc.type}
          data-language={doc.language}
        >
          <div className={styles.documentMain}>
            <p className={styles.documentType}>{documentTypeLabels[doc.type][locale]}</p>
            <h3 className={styles.documentTitle}>{doc.title}</h3>
            <p className={styles.documentMeta}>
              <span>{t('version', { version: doc.version })}</span>
              <time dateTime={isoDay(doc.releaseDate)}>{t('released', { date: formatDate(doc.releaseDate, locale) })}</time>
              <span>{t('fileLanguage', { language: documentLanguageLabels[doc.language][locale] })}</span>
              {doc.systems.length > 0 && <span>{t('systems', { systems: doc.systems.map((system) => operatingSystemLabels[system][locale]).join(' / ') })}</span>}
            </p>
            {doc.releaseNotes && <p className={styles.releaseNotes}>{doc.releaseNotes}</p>}
            {showProducts && doc.products.length > 0 && (
              <p className={styles.documentProducts}>
                <span className="visually-hidden">{t('productsLabel')}: </span>
                {doc.products.map((product) => (
                  <Link key={product.id} href={links.productDetail(product.customizeUrl)} className={styles.productChip}>
                    {product.model}
                  </Link>
                ))}
              </p>
            )}
          </div>
          {file(doc, doc, true)}
          {doc.previousVersions.length > 0 && (
            <details className={styles.previous}>
              <summary>{t('previousVersions', { count: doc.previousVersions.length })}</summary>
              <ul>
                {doc.previousVersions.map((version) => (
                  <li key={version.file.fileId} className={styles.previousVersion}>
                    <p className={styles.documentMeta}>
                      <strong>{t('version', { version: version.version })}</strong>
                      <time dateTime={isoDay(version.releaseDate)}>{t('released', { date: formatDate(version.releaseDate, locale) })}</time>
                    </p>
                    {version.releaseNotes && <p className={styles.releaseNotes}>{version.releaseNotes}</p>}
                    {file(doc, version, false)}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </li>
      ))}
    </ul>
  )
}
