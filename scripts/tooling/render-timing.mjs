// Cache-miss renderings for `npm run bench:pages` (issue 36): what the first visitor after an
// editor's publish waits for. Each round publishes a product again through Payload's REST API as
// the administrator (its tags expire: the product, the lists, the header's menus — every page of
// the site reads the products), then times one GET of the page, which Next renders anew
// (`X-Nextjs-Cache: MISS`). The floor is timed on its twin rendered on every request.
const desktopUserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const phoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const isMobileRoute = (pagePath) => /^\/(?:en\/)?m\./.test(new URL(pagePath, 'http://x').pathname)

/** Signs in as the administrator; the session cookie. */
async function signIn(baseUrl, email, password) {
  const response = await fetch(new URL('/api/cms/users/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`sign-in as ${email}: HTTP ${response.status} ${await response.text()}`)
  return response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ')
}

/** A function that publishes the first product again, unchanged (its tags expire as on any publish). */
async function republisher(baseUrl, cookie) {
  // A staff cookie counts only with the request's origin (as a browser sends it), on reads too.
  const read = await fetch(new URL('/api/cms/products?limit=1&depth=0&locale=zh', baseUrl), { headers: { cookie, origin: baseUrl } })
  const [product] = (await read.json()).docs
  return async () => {
    const response = await fetch(new URL(`/api/cms/products/${product.id}?locale=zh`, baseUrl), {
      method: 'PATCH',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ firstTitle: product.firstTitle, _status: 'published' }),
    })
    if (!response.ok) throw new Error(`publishing product ${product.id}: HTTP ${response.status}`)
    await response.arrayBuffer()
  }
}

/** One GET as the page's device: its time in ms and Next's cache verdict. */
async function timedGet(baseUrl, pagePath) {
  const started = performance.now()
  const response = await fetch(new URL(pagePath, baseUrl), { headers: { 'user-agent': isMobileRoute(pagePath) ? phoneUserAgent : desktopUserAgent } })
  await response.arrayBuffer()
  return { ms: performance.now() - started, status: response.status, cache: response.headers.get('x-nextjs-cache') }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * Medians of `rounds` cache-miss renderings of each page (after one round to warm the process),
 * and of the floor rendered per request. A rendering Next did not report as a miss is an error:
 * the bench would time a cache hit.
 * @param {{ baseUrl: string, pages: [string, string][], floorPath: string, rounds: number, email: string, password: string }} options
 */
export async function cacheMissRenders({ baseUrl, pages, floorPath, rounds, email, password }) {
  const publish = await republisher(baseUrl, await signIn(baseUrl, email, password))
  const rows = []
  for (const [name, pagePath] of pages) {
    const times = []
    for (let round = 0; round <= rounds; round++) {
      await publish()
      const answer = await timedGet(baseUrl, pagePath)
      if (answer.status !== 200 || answer.cache !== 'MISS') throw new Error(`${pagePath} after a publish: HTTP ${answer.status}, X-Nextjs-Cache ${answer.cache}`)
      if (round > 0) times.push(answer.ms)
    }
    rows.push({ name, path: pagePath, ms: median(times), max: Math.max(...times) })
  }
  const floor = []
  for (let round = 0; round <= rounds; round++) {
    const answer = await timedGet(baseUrl, floorPath)
    if (round > 0) floor.push(answer.ms)
  }
  return { rows, floorMs: median(floor), median: median(rows.map((row) => row.ms)) }
}
