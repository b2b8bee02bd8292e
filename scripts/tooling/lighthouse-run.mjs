// One Lighthouse 12 run of a page for `npm run bench:lighthouse` (scripts/bench/lighthouse.mjs) and
// `npm run bench:pages`: by default mobile screen and throttling, the desktop pages with a desktop
// browser's user agent (a phone's would be redirected to the /m. twin, §2.3), the /m. pages with
// Lighthouse's own phone agent; with `preset: 'desktop'`, Lighthouse's desktop preset as it is.
import { spawn } from 'node:child_process'
import http from 'node:http'

import desktopConfig from 'lighthouse/core/config/desktop-config.js'

const desktopUserAgent =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const phoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const isMobileRoute = (pagePath) => /^\/(?:en\/)?m\./.test(new URL(pagePath, 'http://x').pathname)

/** The categories besides performance, each with its short name in the table. */
export const qualityCategories = [
  ['accessibility', 'a11y'],
  ['seo', 'SEO'],
  ['best-practices', 'BP'],
]

/** Fetches a page as the device Lighthouse will be (warms the page cache); its status. */
export async function warmPage(url, pagePath) {
  const response = await fetch(url, { headers: { 'user-agent': isMobileRoute(pagePath) ? phoneUserAgent : desktopUserAgent } })
  await response.arrayBuffer()
  return response.status
}

function runLighthouse(lighthouse, chrome, url, pagePath, throttlingMethod, categories, preset = 'mobile') {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories, throttlingMethod }
  if (preset === 'desktop') return lighthouse(url, flags, desktopConfig)
  return lighthouse(url, { ...flags, ...(isMobileRoute(pagePath) ? {} : { emulatedUserAgent: desktopUserAgent }) })
}

/** The audits of a category that did not pass (score below 1), as `id` (one per audit). */
function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => ref.id)
}

export class RetryableRun extends Error {}

// Lighthouse's simulation (Lantern) keeps the node timings of its last runs; read here to say
// which scripts the simulated LCP waited for. An internal module: without it the column shows –.
const lantern = await import('lighthouse/core/lib/lantern/lantern.js').catch(() => null)

/**
 * What the simulated LCP is made of, from Lantern's pessimistic LCP graph of the run just made:
 * the scripts in it (they had arrived before the observed paint, so the simulation makes the
 * paint wait for them on a slow phone) and their bytes.
 */
function lcpPathScripts() {
  const timings = lantern?.Simulation?.Simulator?.allNodeTimings?.get('pessimisticLargestContentfulPaint')
  if (!timings) return { scripts: NaN, scriptKb: NaN }
  const scripts = [...timings.keys()].filter((node) => node.type === 'network' && node.request.resourceType === 'Script')
  return { scripts: scripts.length, scriptKb: scripts.reduce((sum, node) => sum + (node.request.transferSize ?? 0), 0) / 1024 }
}

/** The LCP element as Lighthouse names it: `text h1`, `image img` (its tag and kind). */
function lcpElement(lhr) {
  const node = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
  if (!node) return '–'
  const tag = /^<(\w+)/.exec(node.snippet ?? '')?.[1] ?? '?'
  return `${tag === 'img' ? 'image' : 'text'} ${tag}`
}

/**
 * One simulated run: the scores, LCP, TBT, CLS, main-thread work, the machine's benchmarkIndex
 * and the first-load JS (the scripts the HTML names), as gzip bytes (each script fetched again
 * with Accept-Encoding: gzip: the target's unit) and as the bytes Lighthouse saw on the wire
 * (brotli where served); and the JS fetched later in the run, on the wire.
 */
export async function measure(lighthouse, chrome, url, pagePath, preset = 'mobile') {
  const allCategories = ['performance', ...qualityCategories.map(([category]) => category)]
  const { lhr } = await runLighthouse(lighthouse, chrome, url, pagePath, 'simulate', allCategories, preset)
  if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} was redirected to ${lhr.finalDisplayedUrl}: not the page meant`)
  // A run Lighthouse could not finish (e.g. no paint within its time limit on a busy machine)
  // has no network details: say why, and let the caller try again.
  if (lhr.runtimeError || !lhr.audits['network-requests']?.details) {
    throw new RetryableRun(`${url}: ${lhr.runtimeError?.code ?? 'no network details'} ${lhr.runtimeError?.message ?? ''}`.trim())
  }
  // First-load JS: the scripts the page's HTML names. Scripts fetched later in the run (code loaded
  // on intent or in idle time, e.g. the header panels' after the load) are counted apart.
  const named = await scriptsNamedBy(url, pagePath, preset)
  const fetched = lhr.audits['network-requests'].details.items.filter((item) => item.resourceType === 'Script')
  const scripts = fetched.filter((item) => named.has(new URL(item.url).pathname))
  const later = fetched.filter((item) => !named.has(new URL(item.url).pathname))
  const gzip = await Promise.all(scripts.map((item) => gzipBytes(item.url)))
  const quality = Object.fromEntries(qualityCategories.map(([category]) => [category, Math.round(lhr.categories[category].score * 100)]))
  const failing = qualityCategories.flatMap(([category, short]) => failedAudits(lhr, category).map((id) => `${short}: ${id}`))
  return {
    ...quality,
    failing,
    performance: Math.round(lhr.categories.performance.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    mainThreadMs: lhr.audits['mainthread-work-breakdown'].numericValue,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    observedLcpMs: lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN,
    lcpElement: lcpElement(lhr),
    ...lcpPathScripts(),
    htmlKb: (lhr.audits['network-requests'].details.items.find((item) => item.resourceType === 'Document')?.resourceSize ?? NaN) / 1024,
    jsKb: gzip.reduce((sum, bytes) => sum + bytes, 0) / 1024,
    wireKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    laterJsKb: later.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  }
}

/** LCP with the network and CPU throttling applied to the browser (devtools) rather than simulated. */
export async function appliedLcpMs(lighthouse, chrome, url, pagePath) {
  const { lhr } = await runLighthouse(lighthouse, chrome, url, pagePath, 'devtools', ['performance'])
  return lhr.audits['largest-contentful-paint'].numericValue ?? NaN
}

export async function withRetry(run, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (!(error instanceof RetryableRun) || attempt >= attempts) throw error
      console.warn(`run failed, trying again: ${error.message}`)
    }
  }
}

/** The paths of the scripts a page's HTML loads (script tags and script preloads). */
async function scriptsNamedBy(url, pagePath, preset) {
  const phone = isMobileRoute(pagePath) && preset !== 'desktop'
  const response = await fetch(url, { headers: { 'user-agent': phone ? phoneUserAgent : desktopUserAgent } })
  const html = await response.text()
  const named = [...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+as="script"[^>]+href="([^"]+)"/g)]
  return new Set(named.map((match) => new URL(match[1].replace(/&amp;/g, '&'), url).pathname))
}

/** The gzip-compressed size of a response body as the server sends it (not decompressed). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0
        response.on('data', (chunk) => (bytes += chunk.length))
        response.on('end', () => resolve(bytes))
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

/** BENCH_BUSY=1: a CPU-bound process beside the bench (a busy phone); returns its stop function. */
export function startBusyProcess() {
  const child = spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random())'], { stdio: 'ignore' })
  return () => child.kill()
}
