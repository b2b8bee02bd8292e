import { getTranslations } from 'next-intl/server'

import { formatDate, formatFileSize } from '@/components/news/format'
import type { DocumentVersion, DownloadDocument } from '@/data/downloads'
import { labelIn } from '@/rules/choices'
import { type Locale, localizedHref } from '@/rules/language'
import type { paths } from '@/rules/paths'
import { documentLanguages, documentTypes, operatingSystems, resourceAnchor } from '@/rules/resources'

import { type DocumentRow, DocumentRows, type DocumentRowsClassName, type DocumentRowsText, type DocumentRowsTitleLevel, type FileRow } from './DocumentRows'

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
  /** the level of the documents' titles: one below the heading the list sits under (issue 40: none skipped) */
  titleLevel: DocumentRowsTitleLevel
}

/** The file type as people name it: PDF, TAR.GZ, ZIP. */
const fileType = (filename: string) => (/\.tar\.gz$/i.test(filename) ? 'TAR.GZ' : (filename.split('.').pop() ?? '').toUpperCase())

const rowClassNames: DocumentRowsClassName[] = ['documents', 'releaseNotes', 'documentProducts', 'productChip', 'download', 'downloadSmall']

/**
 * Issue 29: documents as the download centre and product pages list them: type, title, version and
 * date, language and systems, release notes, and each file with its size, SHA-256 and a download
 * link (counted, served with its type and name); earlier versions under "previous versions".
 * The texts are made here; DocumentRows lays them out (issue 36: a row travels as its data).
 */
export async function DocumentList({ documents, locale, styles, links, id, showProducts = true, titleLevel }: Props) {
  const t = await getTranslations({ locale, namespace: 'resources.downloads' })

  const file = (version: DocumentVersion): FileRow => ({
    url: version.file.url,
    filename: version.file.filename,
    size: formatFileSize(version.file.size, locale),
    type: fileType(version.file.filename),
    version: version.version,
    sha256: version.file.sha256,
  })
  // Filled in by each row: `t.raw` keeps the placeholders.
  const text: DocumentRowsText = {
    products: `${t('productsLabel')}: `,
    sha256: t('sha256'),
    download: `${t('download')} {type}`,
    downloadLabel: t.raw('downloadLabel') as string,
  }
  const dated = (version: DocumentVersion) => [t('version', { version: version.version }), t('released', { date: formatDate(version.releaseDate, locale) })]

  const rows: DocumentRow[] = documents.map((doc) => ({
    anchor: resourceAnchor.document(doc.id),
    type: labelIn(documentTypes.labels[doc.type], locale),
    title: doc.title,
    meta: [
      ...dated(doc),
      t('fileLanguage', { language: labelIn(documentLanguages.labels[doc.language], locale) }),
      ...(doc.systems.length > 0 ? [t('systems', { systems: doc.systems.map((system) => labelIn(operatingSystems.labels[system], locale)).join(' / ') })] : []),
    ].join(' · '),
    notes: doc.releaseNotes,
    products: showProducts ? doc.products.map((product) => ({ href: localizedHref(links.productDetail(product.customizeUrl), locale), model: product.model })) : [],
    file: file(doc),
    previousTitle: t('previousVersions', { count: doc.previousVersions.length }),
    previous: doc.previousVersions.map((version) => ({ key: version.file.fileId, meta: dated(version).join(' · '), notes: version.releaseNotes, file: file(version) })),
  }))
  const classNames = Object.fromEntries(rowClassNames.map((name) => [name, styles[name] ?? ''])) as Record<DocumentRowsClassName, string>
  return <DocumentRows rows={rows} text={text} classNames={classNames} id={id} titleLevel={titleLevel} />
}
