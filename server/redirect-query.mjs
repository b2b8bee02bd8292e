// Issue 31: a page's redirect (a managed redirect: an old product, article or solution address
// moved to its new one) leaves with one `Location`, and keeps the query string the visitor came
// with (a campaign's `?utm_source=…`). The page itself is static and never sees the query, so the
// server adds it on the way out; the answer was never cached with a query (the page cache keeps
// 200s only).

/** @param {string | undefined} url */
function queryOf(url) {
  const index = String(url ?? '').indexOf('?')
  return index === -1 ? '' : String(url).slice(index)
}

/** Set by src/proxy.ts on a redirect whose Location is whole. */
const completeHeader = 'x-redirect-complete'

/** Site pages only: the admin and the APIs keep their own redirects as they are. */
const isPage = (/** @type {string | undefined} */ url) => !/^\/(?:admin|api)(?:[/?]|$)/.test(String(url ?? ''))

/** One value of a header that may have been set twice (an array, or "a, a"). */
function single(/** @type {unknown} */ value) {
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first : first === undefined || first === null ? undefined : String(first)
}

/** The Location to send: its one value, with the request's query when it has none of its own. */
export function redirectLocation(/** @type {string} */ location, /** @type {string} */ query) {
  if (!query || location.includes('?')) return location
  const hash = location.indexOf('#')
  return hash === -1 ? location + query : location.slice(0, hash) + query + location.slice(hash)
}

/**
 * Wraps `res.writeHead` so that a 3xx answer to a page carries one Location, with the query kept.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function keepQueryOnRedirect(req, res) {
  if (!isPage(req.url)) return
  const query = queryOf(req.url)
  const { writeHead } = res
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function writeHeadRedirect(/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      if (status >= 300 && status < 400) {
        const given = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg))
        const fromGiven = given ? Object.entries(given).find(([name]) => name.toLowerCase() === 'location') : undefined
        const location = single(fromGiven?.[1] ?? res.getHeader('location'))
        // The device and legacy redirects (src/proxy.ts) carry their query already.
        const complete = res.getHeader(completeHeader) !== undefined || (given ? Object.keys(given).some((name) => name.toLowerCase() === completeHeader) : false)
        res.removeHeader(completeHeader)
        if (given) for (const name of Object.keys(given)) if (name.toLowerCase() === completeHeader) delete /** @type {Record<string, unknown>} */ (given)[name]
        if (location !== undefined && !complete) {
          if (given) for (const name of Object.keys(given)) if (name.toLowerCase() === 'location') delete /** @type {Record<string, unknown>} */ (given)[name]
          res.setHeader('Location', redirectLocation(location, query))
        }
      }
      return writeHead.call(this, status, .../** @type {[]} */ (rest))
    }
  )
}
