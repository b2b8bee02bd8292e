/**
 * Issue 36: the addresses of the lists that filter and page on the server (the download centre and
 * where to buy, desktop and phone, both languages). Their own module, like productListRoute: the
 * browser's prefetch policy needs them without the filters' rules (./resourceLists).
 */
export const resourceListPaths = { downloads: 'downloads', whereToBuy: 'where-to-buy' } as const

/** `/downloads`, `/en/m.where-to-buy` …: [, '/en' | undefined, 'm.' | undefined, the list's path]. */
export const resourceListAddress = new RegExp(`^(/en)?/(m\\.)?(${Object.values(resourceListPaths).join('|')})$`)

/** Whether an address is a list asked with a query (its page picked by the proxy from that query). */
export const isQueriedResourceList = (pathname: string, search: URLSearchParams) => search.size > 0 && resourceListAddress.test(pathname)
