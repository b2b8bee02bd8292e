import { getTranslations } from 'next-intl/server'

import { formatDate, formatFileSize } from '@/components/news/format'
import type { DocumentVersion, DownloadDocument } from '@/data/downloads'
import { localizedHref, type Locale } from '@/rules/language'
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
  /** the list's id (the download centre's) */
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
 * Lean markup (issue 36): every element travels twice, in the HTML and in the page's RSC payload,
 * and a page of the list stays within 60 kB.
 */
export async function DocumentList({ documents, locale, styles, links, id, showProducts = true }: Props) {
  const t = await getTranslations({ locale, namespace: 'resources.downloads' })

  // The file's size and checksum as one line of text: a row is sent twice (HTML and RSC payload),
  // every element costs ~30 bytes more in the payload than its text (issue 36: pages ≤ 60 kB).
  const file = (doc: DownloadDocument, version: DocumentVersion, main: boolean) => {
    const size = formatFileSize(version.file.size, locale)
    return (
      <p>
        <span>{`${size} · ${t('sha256')}`}</span>
        <code data-testid="sha256">{version.file.sha256}</code>
        <a
          href={version.file.url}
          download={version.file.filename}
          className={main ? styles.download : styles.downloadSmall}
          aria-label={t('downloadLabel', { title: doc.title, version: version.version, type: fileType(version.file.filename), size })}
        >
          {`${t('download')} ${fileType(version.file.filename)}`}
        </a>
      </p>
    )
  }

  const meta = (version: DocumentVersion) => [t('version', { version: version.version }), t('released', { date: formatDate(version.releaseDate, locale) })]

  // Classes only where an element may be missing: the rest is styled by its place in the row.
  return (
    <ul className={styles.documents} id={id}>
      {documents.map((doc) => (
        <li key={doc.id} id={resourceAnchor.document(doc.id)}>
          <div>
            <p>{documentTypeLabels[doc.type][locale]}</p>
            <h3>{doc.title}</h3>
            <p>
              {[
                ...meta(doc),
                t('fileLanguage', { language: documentLanguageLabels[doc.language][locale] }),
                ...(doc.systems.length > 0 ? [t('systems', { systems: doc.systems.map((system) => operatingSystemLabels[system][locale]).join(' / ') })] : []),
              ].join(' · ')}
            </p>
            {doc.releaseNotes && <p className={styles.releaseNotes}>{doc.releaseNotes}</p>}
            {showProducts && doc.products.length > 0 && (
              <p className={styles.documentProducts}>
                <span className="visually-hidden">{`${t('productsLabel')}: `}</span>
                {doc.products.map((product) => (
                  <a key={product.id} href={localizedHref(links.productDetail(product.customizeUrl), locale)} className={styles.productChip}>
                    {product.model}
                  </a>
                ))}
              </p>
            )}
          </div>
          {file(doc, doc, true)}
          {doc.previousVersions.length > 0 && (
            <details>
              <summary>{t('previousVersions', { count: doc.previousVersions.length })}</summary>
              <ul>
                {doc.previousVersions.map((version) => (
                  <li key={version.file.fileId}>
                    <p>{meta(version).join(' · ')}</p>
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
