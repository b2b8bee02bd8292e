/**
 * A made-up address of a document page (a product, article, solution or case study that does not
 * exist), of a server-paged list filtered by a product or category that does not exist, or under a
 * first segment the site does not have (`/x7k2q`: no page, no event microsite), is answered with
 * the not-found page of its language and device before anything is rendered (issue 36): a storm of
 * guessed ids costs neither a rendering each nor a cache entry each.
 *
 * The site says which addresses exist: its address book (GET /api/addresses, src/data/addresses.ts:
 * the patterns of document pages and of addresses outside the site's routes, every known address,
 * the published event microsites' and managed redirects' old addresses too, and the not-found
 * pages). This step reads it once, keeps it until any tag expires (then reads it again), and until
 * it has it lets every request through. An address matching a pattern and not in the book goes on
 * as the not-found page's own address, which the page cache answers from memory (kept once per
 * language and device). A write to it (POST, PUT, PATCH, DELETE) is answered 404 by the request
 * guard, before Next. Editors (drafts) and, on a document's address, the other device's visitors
 * (the proxy sends them to the twin first) go on as they are.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { registry } from '@rugged/front-door/registry'

import { currentRequest } from './front-door.ts'
import { isCacheableRequest } from './page-cache.ts'

interface Book {
  patterns: RegExp[]
  unrouted: RegExp
  known: Set<string>
  notFound: Record<string, Record<'desktop' | 'mobile', string>>
  listValues: { path: RegExp; param: string; values: Set<string> }[]
}

interface Answer {
  patterns: string[]
  unrouted: string
  known: string[]
  notFound: Book['notFound']
  listValues: { path: string; param: string; values: string[] }[]
}

/** The book as the site's answer gives it. */
export function bookOf(answer: Answer): Book {
  return {
    patterns: answer.patterns.map((source) => new RegExp(source)),
    unrouted: new RegExp(answer.unrouted),
    known: new Set(answer.known),
    notFound: answer.notFound,
    listValues: answer.listValues.map(({ path, param, values }) => ({ path: new RegExp(path), param, values: new Set(values) })),
  }
}

/** Whether a list's address gives one of its bounded filters a value the content does not have. */
function namesNoListValue(book: Book, path: string, withQuery: string): boolean {
  const checks = book.listValues.filter((check) => check.path.test(path))
  if (checks.length === 0 || path === withQuery) return false
  const query = new URLSearchParams(withQuery.slice(path.length + 1))
  return checks.some(({ param, values }) => {
    const value = query.get(param)?.trim()
    return Boolean(value) && !values.has(value!)
  })
}

const phonePage = /^(?:\/[a-z]{2})?\/m\./

/** The not-found page's address for `url` when it names no page, else null. */
export function notFoundAddress(book: Book, url: string, visitor: { language: string; device: 'desktop' | 'mobile'; crawler: boolean }): string | null {
  let path: string
  let withQuery: string
  try {
    withQuery = decodeURI(url.split('#', 1)[0]!)
    path = withQuery.split('?', 1)[0]!
  } catch {
    return null // the request guard answers it
  }
  // An address under a first segment the site does not have: no page on either device.
  if (book.unrouted.test(path)) return book.known.has(path) ? null : (book.notFound[visitor.language]?.[visitor.device] ?? null)
  // A document's address by its path (whatever its query); a product category by its query.
  const booked = [path, withQuery].find((address) => book.patterns.some((pattern) => pattern.test(address)))
  if (booked === undefined ? !namesNoListValue(book, path, withQuery) : book.known.has(booked)) return null
  const device = phonePage.test(path) ? 'mobile' : 'desktop'
  if (device !== visitor.device && !visitor.crawler) return null
  return book.notFound[visitor.language]?.[device] ?? null
}

/**
 * A POST, PUT, PATCH or DELETE to a page's address that is no server action: Next renders the page
 * (a made-up address's not-found page) for it, uncached, so that a storm of them cost a rendering
 * each (issue 36: 67 answers/s, heap 576 MB). The site's forms post to /api/front.
 */
function isWriteToPage(req: IncomingMessage): boolean {
  return writeMethods.has(req.method ?? '') && !req.headers['next-action']
}
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The step; `readBook` asks the site for its address book (its own /api/addresses). */
export function createUnknownAddress(readBook: () => Promise<Answer>) {
  let book: Book | null = null
  let reading = false
  let generation = 0
  registry.frontCaches.add({ clear: () => void ((book = null), (generation += 1)) })

  const read = () => {
    if (reading) return
    reading = true
    const startedIn = generation
    readBook()
      .then((answer) => {
        if (startedIn === generation) book = bookOf(answer)
      })
      .catch(() => undefined) // asked again by the next request
      .finally(() => (reading = false))
  }

  return (req: IncomingMessage, _res: ServerResponse, next: () => void): void => {
    const context = currentRequest()
    const reading = isCacheableRequest(req)
    if (!context || !(reading || isWriteToPage(req))) return next()
    if (!book) return read(), next()
    const address = notFoundAddress(book, req.url ?? '/', context.visitor)
    if (address && reading) {
      req.url = address
      context.notFoundPage = true
    } else if (address) context.noSuchPage = true
    next()
  }
}
