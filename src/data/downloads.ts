// Issue 29, the download centre: published documents with their files, and the download count.
import type { Document, Media } from '@/cms/payload-types'
import type { Where } from 'payload'
import { downloadCountSubject, downloadCountWindowSeconds, downloadUrl } from '@/rules/downloads'
import type { Locale } from '@/rules/language'
import { relationId } from '@/rules/relations'
import type { DocumentLanguage, DocumentType, OperatingSystem } from '@/rules/resources'
import { matchesQuery } from '@/rules/wordForms'
import { tags } from '@/rules/tags'

import { cached } from './cache'
import { getPayloadClient } from './payload'
import { getProductCategories } from './products'
import { consumeRateLimit } from './rateLimit'
import { queryRows } from './sql'
import { visible } from './visibility'

/** A stored file as visitors download it: `url` serves exactly the bytes `sha256` is taken of. */
export interface DownloadFile {
  fileId: number
  filename: string
  mimeType: string
  size: number
  sha256: string
  url: string
}

export interface DocumentVersion {
  version: string
  releaseDate: string
  releaseNotes: string
  file: DownloadFile
}

export interface DocumentProduct {
  id: number
  model: string
  customizeUrl: string
  categoryId: number
}

export interface DownloadDocument extends DocumentVersion {
  id: number
  title: string
  type: DocumentType
  language: DocumentLanguage
  systems: OperatingSystem[]
  products: DocumentProduct[]
  previousVersions: DocumentVersion[]
}

type StoredFile = Pick<Media, 'id' | 'filename' | 'mimeType' | 'filesize' | 'sha256'>

function toFile(locale: Locale, documentId: number, media: StoredFile | undefined, current: boolean): DownloadFile | null {
  if (!media?.filename) return null
  return {
    fileId: media.id,
    filename: media.filename,
    mimeType: media.mimeType ?? 'application/octet-stream',
    size: media.filesize ?? 0,
    sha256: media.sha256 ?? '',
    url: downloadUrl(documentId, current ? undefined : media.id, locale),
  }
}

/**
 * Published documents with a file, newest release first, of those `where` picks. Read without
 * their related documents (depth 0), then the files' facts in one read and the products from the
 * cached category list: Payload populating every file and product took ~3× as long (issue 36: a
 * rendering after an editor's publish waits for it).
 */
async function readDocumentList(locale: Locale, where?: Where): Promise<DownloadDocument[]> {
  const payload = await getPayloadClient()
  const [result, categories] = await Promise.all([
    payload.find({ collection: 'documents', depth: 0, joins: false, pagination: false, sort: ['-releaseDate', 'createdAt'], ...visible('documents', locale, where) }),
    getProductCategories(locale),
  ])
  const docs = result.docs as Document[]
  const fileIds = [...new Set(docs.flatMap((doc) => [doc.file, ...(doc.previousVersions ?? []).map((row) => row.file)]).map(relationId).filter((id) => id !== null))]
  const files =
    fileIds.length === 0
      ? []
      : (await payload.find({ collection: 'media', depth: 0, joins: false, pagination: false, where: { id: { in: fileIds } }, select: { filename: true, mimeType: true, filesize: true, sha256: true } })).docs
  const fileById = new Map(files.map((file) => [file.id, file as StoredFile]))
  const fileOf = (value: unknown) => fileById.get(relationId(value) ?? 0)
  // Only published products count (the category list holds those), in the site's product order.
  const products = new Map(
    categories.flatMap((category) =>
      category.productList.map((product) => [product.id, { id: product.id, model: product.model, customizeUrl: product.customizeUrl, categoryId: category.id }] as const),
    ),
  )
  const documents: DownloadDocument[] = []
  for (const doc of docs) {
    const file = toFile(locale, doc.id, fileOf(doc.file), true)
    if (!file) continue
    documents.push({
      id: doc.id,
      title: doc.title,
      type: doc.type,
      language: doc.language,
      systems: doc.systems ?? [],
      products: (doc.products ?? []).map((product) => products.get(relationId(product) ?? 0)).filter((product) => product !== undefined),
      version: doc.version,
      releaseDate: doc.releaseDate,
      releaseNotes: doc.releaseNotes ?? '',
      file,
      previousVersions: (doc.previousVersions ?? []).flatMap((row) => {
        const previous = toFile(locale, doc.id, fileOf(row.file), false)
        return previous ? [{ version: row.version, releaseDate: row.releaseDate, releaseNotes: row.releaseNotes ?? '', file: previous }] : []
      }),
    })
  }
  return documents
}

const documentTags = [tags.documents, tags.products, tags.productCategories, tags.media]

/** Every published document with a file, newest release first. */
export const getDocuments = cached((locale: Locale) => readDocumentList(locale), 'documents', documentTags)

/** Issue 36: a product's own documents (its page reads these, not the whole download centre). */
export const getProductDocuments = cached(
  (locale: Locale, productId: number) => readDocumentList(locale, { products: { equals: productId } }),
  'product-documents',
  documentTags,
)

export interface DocumentFilter {
  product?: number
  category?: number
  type?: DocumentType
  language?: DocumentLanguage
  /** words that must all be in the title or a product's model (issue 36) */
  query?: string
}

/** The documents matching every given filter (the list's and the API's). */
export function filterDocuments(documents: DownloadDocument[], filter: DocumentFilter): DownloadDocument[] {
  return documents.filter(
    (doc) =>
      (filter.type === undefined || doc.type === filter.type) &&
      (filter.language === undefined || doc.language === filter.language) &&
      (filter.product === undefined || doc.products.some((product) => product.id === filter.product)) &&
      (filter.category === undefined || doc.products.some((product) => product.categoryId === filter.category)) &&
      (!filter.query || matchesQuery([doc.title, ...doc.products.map((product) => product.model)].join(' '), filter.query)),
  )
}

/** One file of a published document: its current one, or with `fileId` one of its previous versions. */
export async function findDownload(locale: Locale, documentId: number, fileId?: number): Promise<{ document: DownloadDocument; version: DocumentVersion } | null> {
  const document = (await getDocuments(locale)).find((doc) => doc.id === documentId)
  if (!document) return null
  if (fileId === undefined) return { document, version: document }
  const version = document.previousVersions.find((previous) => previous.file.fileId === fileId)
  return version ? { document, version } : null
}

/**
 * Counts one download of a file, once per client and day (rules/downloads.ts; `client` is the
 * client's rate-limit key): one atomic upsert of its row (SQLite and PostgreSQL), so concurrent
 * downloads are all counted; staff see the counts in the admin. Returns whether it counted.
 */
export async function countDownload(documentId: number, version: DocumentVersion, client: string): Promise<boolean> {
  const first = await consumeRateLimit(downloadCountSubject(client, documentId, version.file.fileId), 1, downloadCountWindowSeconds)
  if (!first.allowed) return false
  const payload = await getPayloadClient()
  const now = new Date().toISOString()
  const key = `${documentId}:${version.file.fileId}`
  await queryRows(
    payload,
    (sql) => sql`INSERT INTO download_counts (key, document_id, file_id, version, count, last_download_at, updated_at, created_at)
      VALUES (${key}, ${documentId}, ${version.file.fileId}, ${version.version}, 1, ${now}, ${now}, ${now})
      ON CONFLICT (key) DO UPDATE SET count = download_counts.count + 1, version = excluded.version,
        last_download_at = excluded.last_download_at, updated_at = excluded.updated_at
      RETURNING count`,
  )
  return true
}
