import { filterDocuments, getDocuments, type DocumentVersion, type DownloadDocument } from '@/data/downloads'
import { getProductCategories } from '@/data/products'
import { invalid, optionalId, optionalSlug, optionalText, pageNumber, type Parser } from '@/app/api/_lib/query'
import { otherMethods, publicGet } from '@/app/api/_lib/route'
import { listPage, resourceLists } from '@/rules/resourceLists'
import { documentLanguages, documentTypes, type DocumentLanguage, type DocumentType } from '@/rules/resources'
import { searchQueryMaxLength } from '@/rules/search'

const oneOf =
  <T extends string>(accepts: (value: unknown) => value is T): Parser<T | undefined> =>
  (raw) =>
    raw === undefined ? undefined : accepts(raw) ? raw : invalid

/** Documents per page: the download centre's, by default, and at most this many when asked. */
const maxPageSize = 100
const pageSize: Parser<number> = (raw) => (raw === undefined ? resourceLists.downloads.pageSize : /^[1-9]\d{0,2}$/.test(raw) && Number(raw) <= maxPageSize ? Number(raw) : invalid)

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
 * first, filtered by `product` (customizeUrl or id), `category` (id), `type`, `documentLanguage`
 * (the file's: zh, en, multi) and `q` (words in the title or a product's model), one page at a
 * time (issue 36: `page`, `pageSize` up to 100, by default the list page's). `url` downloads the
 * file whose bytes `size` and `sha256` describe. A malformed parameter is a 400; a product or
 * category that does not exist, or a page past the last, a 404.
 */
export const GET = publicGet(
  {
    product: optionalSlug,
    category: optionalId,
    type: oneOf<DocumentType>(documentTypes.is),
    documentLanguage: oneOf<DocumentLanguage>(documentLanguages.is),
    q: optionalText(searchQueryMaxLength),
    page: pageNumber,
    pageSize,
  },
  async ({ locale, query, reply, notFound }) => {
    const categories = await getProductCategories(locale)
    const products = categories.flatMap((category) => category.productList)
    const product = query.product === undefined ? undefined : products.find((candidate) => candidate.customizeUrl === query.product || String(candidate.id) === query.product)
    if (query.product !== undefined && !product) return notFound()
    if (query.category !== undefined && !categories.some((category) => category.id === query.category)) return notFound()
    const documents = filterDocuments(await getDocuments(locale), { product: product?.id, category: query.category, type: query.type, language: query.documentLanguage, query: query.q })
    const page = listPage(documents, query.page, query.pageSize)
    if (!page) return notFound()
    return reply({ items: page.items.map(item), page: page.page, pageSize: query.pageSize, total: page.total, totalPages: page.totalPages })
  },
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
