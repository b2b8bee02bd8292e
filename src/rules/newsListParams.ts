import { allNewsSegment, paths } from '@/rules/paths'

/** What a /news-list URL asks for: a category (null = all) and a page from 1. */
export type NewsListRequest =
  | { kind: 'page'; categoryId: number | null; page: number }
  | { kind: 'redirect'; path: string }
  | { kind: 'notFound' }

const idPattern = /^[1-9]\d{0,9}$/
const pagePattern = /^[1-9]\d{0,5}$/

/**
 * Reads the segments after /news-list (spec §2.1: /news-list, /news-list/{id}, /news-list/{id?}/{page},
 * with `all` standing for "no category"). Non-canonical spellings of a real page — `/news-list/all`
 * and page `1` in the URL — redirect to the canonical address; page 0, negative or non-numeric pages,
 * unknown shapes and extra segments are not found.
 */
export function readNewsListSegments(segments: readonly string[] | undefined): NewsListRequest {
  const [first, second, ...rest] = segments ?? []
  if (rest.length > 0) return { kind: 'notFound' }
  if (first === undefined) return { kind: 'page', categoryId: null, page: 1 }

  let categoryId: number | null
  if (first === allNewsSegment) categoryId = null
  else if (idPattern.test(first)) categoryId = Number(first)
  else return { kind: 'notFound' }

  if (second === undefined) {
    return categoryId === null ? { kind: 'redirect', path: paths.newsList() } : { kind: 'page', categoryId, page: 1 }
  }
  if (!pagePattern.test(second)) return { kind: 'notFound' }
  const page = Number(second)
  if (page === 1) return { kind: 'redirect', path: paths.newsList(categoryId) }
  return { kind: 'page', categoryId, page }
}
