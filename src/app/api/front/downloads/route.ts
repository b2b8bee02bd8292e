import { filterDocuments, getDocuments, type DocumentVersion, type DownloadDocument } from '@/data/downloads'
import { getProductCategories } from '@/data/products'
import { invalid, optionalId, optionalSlug, type Parser } from '@/app/api/_lib/query'
import { otherMethods, publicGet } from '@/app/api/_lib/route'
import { isDocumentLanguage, isDocumentType, type DocumentLanguage, type DocumentType } from '@/rules/resources'

const oneOf =
  <T extends string>(accepts: (value: unknown) => value is T): Parser<T | undefined> =>
  (raw) =>
    raw === undefined ? undefined : accepts(raw) ? raw : invalid

const file = (version: DocumentVersion) => ({
  size: version.file.size,
  sha256: version.file.sha256,
  url: version.file.url,
  filename: version.file.filename,
  mimeType: version.file.mimeType,
})

function item(doc: DownloadDocument) {
  return {
    id: doc.id,
    title: doc.title,
    type: doc.type,
    version: doc.version,
    releaseDate: doc.releaseDate,
    language: doc.language,
    ...file(doc),
    products: doc.products.map(({ id, model, customizeUrl }) => ({ id, model, customizeUrl })),
    systems: doc.systems,
    releaseNotes: doc.releaseNotes,
    previousVersions: doc.previousVersions.map((version) => ({ version: version.version, releaseDate: version.releaseDate, releaseNotes: version.releaseNotes, ...file(version) })),
  }
}

/**
 * GET /api/front/downloads (issue 29): the download centre's published documents, newest release
 * first, filtered by `product` (customizeUrl or id), `category` (id), `type` and `documentLanguage`
 * (the file's: zh, en, multi). `url` downloads the file whose bytes `size` and `sha256` describe.
 * A malformed filter is a 400; a product or category that does not exist, a 404.
 */
export const GET = publicGet(
  { product: optionalSlug, category: optionalId, type: oneOf<DocumentType>(isDocumentType), documentLanguage: oneOf<DocumentLanguage>(isDocumentLanguage) },
  async ({ locale, query, reply, notFound }) => {
    const categories = await getProductCategories(locale)
    const products = categories.flatMap((category) => category.productList)
    const product = query.product === undefined ? undefined : products.find((candidate) => candidate.customizeUrl === query.product || String(candidate.id) === query.product)
    if (query.product !== undefined && !product) return notFound()
    if (query.category !== undefined && !categories.some((category) => category.id === query.category)) return notFound()
    const documents = filterDocuments(await getDocuments(locale), { product: product?.id, category: query.category, type: query.type, language: query.documentLanguage })
    return reply({ items: documents.map(item) })
  },
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
