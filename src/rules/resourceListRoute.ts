/**
 * Issue 36: the addresses of the lists that filter and page on the server (the download centre and
 * where to buy, desktop and phone, both languages). Their own module, like productListRoute: the
 * browser's link handling needs them without the filters' rules (./resourceLists).
 */
import { prefixedLocalePattern } from './language'

export const resourceListPaths = { downloads: 'downloads', whereToBuy: 'where-to-buy' } as const

/** `/downloads`, `/en/m.where-to-buy` …: [, '/en' | undefined, 'm.' | undefined, the list's path]. */
export const resourceListAddress = new RegExp(`^(/${prefixedLocalePattern})?/(m\\.)?(${Object.values(resourceListPaths).join('|')})$`)

/**
 * Whether a path is one of these lists. The proxy picks their page from the query, and the page
 * does not read the query itself: Next's router, which keeps one page per path for such a page,
 * would show a list prefetched or seen before under another query. Their links load the page from
 * the server (a cached page), and they are not prefetched.
 */
export const isResourceListAddress = (pathname: string) => resourceListAddress.test(pathname)
