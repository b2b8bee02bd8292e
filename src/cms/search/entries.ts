import { toPlainText } from '../../rules/richText'
import { type Locale, localizedPath } from '../../rules/language'
import { pageGlobalPaths, paths } from '../../rules/paths'
import { countryName, resourceAnchor } from '../../rules/resources'
import { compact, type SearchType } from '../../rules/search'

/**
 * What each searchable source contributes to the index: its title, its address and its visible
 * text, in one language. A document read at depth 1 (a product's category is an object).
 */
export interface SearchEntry {
  type: SearchType
  docId: string
  title: string
  url: string
  model: string
  body: string
  position: number
}

type Doc = Record<string, unknown>

export const indexedCollections = ['products', 'solutions', 'news', 'jobs', 'documents', 'case-studies', 'partners'] as const
export type IndexedCollection = (typeof indexedCollections)[number]

/** The page globals with an address of their own (site and menu settings show everywhere). */
export const indexedGlobals = pageGlobalPaths
export type IndexedGlobal = keyof typeof indexedGlobals

/** The key of a source's rows: `products:12`, `page:mdm-page`. */
export const sourceKey = (source: IndexedCollection | 'page', id: string | number) => `${source}:${id}`


const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const list = (value: unknown): Doc[] => (Array.isArray(value) ? (value as Doc[]) : [])
const join = (parts: unknown[]): string => parts.map(text).filter(Boolean).join(' ')

/** A spec row's item, read at depth 1: its label in the document's language. */
const specItemLabel = (item: unknown) => (item && typeof item === 'object' ? (item as Doc).label : undefined)

/** What each collection's document says of itself; the id, the address's language and a model are filled in here. */
type Found = Omit<SearchEntry, 'docId' | 'url' | 'model'> & { path: string; model?: string }

const entry = (doc: Doc, locale: Locale, { path, model = '', ...found }: Found): SearchEntry => ({ docId: String(doc.id), url: localizedPath(path, locale), model, ...found })

/** Lists in editor order; dated ones newest first (a later date sorts earlier). */
const editorOrder = (doc: Doc) => Number(doc.order) || 0
function newestFirst(date: unknown): number {
  const time = Date.parse(text(date))
  return Number.isNaN(time) ? 0 : -time
}

function product(doc: Doc, locale: Locale): SearchEntry {
  const category = doc.category && typeof doc.category === 'object' ? (doc.category as Doc) : {}
  return entry(doc, locale, {
    type: 'product',
    // The model leads the title, as visitors know a product by it (suggestions, result lists).
    title: join([doc.model, doc.firstTitle]),
    path: paths.productDetail(text(doc.customizeUrl) || String(doc.id)),
    model: compact(text(doc.model)),
    body: join([
      doc.model,
      doc.summary,
      category.name,
      doc.series,
      ...list(doc.features).map((feature) => feature.text),
      ...list(doc.specs).flatMap((spec) => [specItemLabel(spec.item), spec.value]),
    ]),
    position: editorOrder(doc),
  })
}

const solution = (doc: Doc, locale: Locale) =>
  entry(doc, locale, {
    type: 'solution',
    title: text(doc.name),
    path: paths.solutionDetail(Number(doc.id)),
    body: join([doc.summary, toPlainText(doc.body), ...list(doc.highlights).flatMap((item) => [item.title, item.text])]),
    position: editorOrder(doc),
  })

const news = (doc: Doc, locale: Locale) =>
  entry(doc, locale, { type: 'news', title: text(doc.title), path: paths.newsDetail(Number(doc.id)), body: join([doc.summary, toPlainText(doc.body)]), position: newestFirst(doc.date) })

const job = (doc: Doc, locale: Locale) =>
  entry(doc, locale, {
    type: 'job',
    title: text(doc.title),
    path: paths.recruitment(),
    body: join([doc.department, doc.description, ...list(doc.requirements).map((item) => item.text)]),
    position: editorOrder(doc),
  })

/** The related documents' names (products by model and title, categories by name), read at depth 1. */
const relatedNames = (value: unknown): unknown[] => list(value).flatMap((item) => [item.model, item.firstTitle, item.name])

/** Issue 29: a download is found on the download centre, at its own row (issue 36: of the list searched for its title). */
const document = (doc: Doc, locale: Locale) =>
  entry(doc, locale, {
    type: 'document',
    title: text(doc.title),
    path: `${paths.downloads({ q: text(doc.title) })}#${resourceAnchor.document(Number(doc.id))}`,
    body: join([doc.version, doc.releaseNotes, ...relatedNames(doc.products), ...list(doc.previousVersions).map((row) => row.version)]),
    position: newestFirst(doc.releaseDate),
  })

function caseStudy(doc: Doc, locale: Locale): SearchEntry {
  const quote = doc.quote && typeof doc.quote === 'object' ? (doc.quote as Doc) : {}
  return entry(doc, locale, {
    type: 'caseStudy',
    title: text(doc.title),
    path: paths.caseStudy(text(doc.slug) || String(doc.id)),
    body: join([
      doc.customer,
      doc.summary,
      ...list(doc.figures).flatMap((figure) => [figure.value, figure.label]),
      toPlainText(doc.challenge),
      toPlainText(doc.solution),
      toPlainText(doc.results),
      quote.text,
      ...relatedNames(doc.products),
      ...relatedNames(doc.solutions),
    ]),
    position: newestFirst(doc.date),
  })
}

/** Issue 29: a partner is found on where to buy, at its own row (issue 36: of the list searched for its name). */
const partner = (doc: Doc, locale: Locale) =>
  entry(doc, locale, {
    type: 'partner',
    title: text(doc.name),
    path: `${paths.whereToBuy({ q: text(doc.name) })}#${resourceAnchor.partner(Number(doc.id))}`,
    body: join([doc.city, doc.address, countryName(text(doc.country), locale), ...relatedNames(doc.productLines)]),
    position: editorOrder(doc),
  })

export const collectionEntry: Record<IndexedCollection, (doc: Doc, locale: Locale) => SearchEntry> = {
  products: product,
  solutions: solution,
  news,
  jobs: job,
  documents: document,
  'case-studies': caseStudy,
  partners: partner,
}

/** Keys of a page global that hold no visible words (addresses, codes, ids, pictures, numbers). */
const hiddenKeys = new Set(['id', 'link', 'key', 'code', 'time', 'prices', '_status', 'createdAt', 'updatedAt', 'globalType', 'effectiveDate'])

/** Every visible string of a page global: plain fields, arrays of rows and rich text, in order. */
function visibleText(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) visibleText(item, out)
  else if (value && typeof value === 'object') {
    if ('root' in value) out.push(toPlainText(value))
    else for (const [key, inner] of Object.entries(value)) if (!hiddenKeys.has(key) && !key.startsWith('meta')) visibleText(inner, out)
  }
}

export function globalEntry(slug: IndexedGlobal, doc: Doc, locale: Locale): SearchEntry {
  const { title, ...rest } = doc
  const words: string[] = []
  visibleText(rest, words)
  return {
    type: 'page',
    docId: slug,
    title: text(title) || text((list(doc.banners)[0] ?? {}).title),
    url: localizedPath(indexedGlobals[slug], locale),
    model: '',
    body: words.filter((word) => word.trim()).join(' '),
    position: Object.keys(indexedGlobals).indexOf(slug),
  }
}
