/**
 * Issue 40: the Nu Html Checker (the `vnu-jar` devDependency, run by Java: Debian's
 * `default-jre-headless`) finds no error on the home, list, detail, search, download-centre,
 * where-to-buy and MDM-price pages, in every language of the locale list and on desktop and phone
 * (a phone asks for the desktop address and follows its redirect to the /m. twin). The pages are
 * saved to a temp folder and checked by one run of the checker: a JVM is slow to start.
 */
import { spawnSync } from 'node:child_process'
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

import { localizedPath, type Locale, locales } from '@/rules/language'
import { paths } from '@/rules/paths'
import { twinPath } from '@/rules/routes'

import { read, url } from './support'

const userAgents = {
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  mobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
} as const

/** The package's main export is the path of its vnu.jar (a String object). */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))

interface CheckerMessage {
  type: string
  url?: string
  lastLine?: number
  firstColumn?: number
  message: string
  extract?: string
}

/** The checked pages of one language, as desktop addresses; the seeded content gives the ids. */
async function pagesOf(locale: Locale): Promise<string[]> {
  const categories = await read<{ productList: { model: string; customizeUrl: string }[] }[]>(`/api/front/productCategory?language=${locale}`)
  const product = categories.flatMap((category) => category.productList)[0]
  const news = await read<{ items: { id: number }[] }>(`/api/front/news?language=${locale}`)
  expect(product, `a seeded product (${locale})`).toBeTruthy()
  expect(news.items.length, `seeded news (${locale})`).toBeGreaterThan(0)
  return [
    paths.home(),
    paths.productList(),
    paths.productDetail(product!.customizeUrl),
    paths.newsList(),
    paths.newsDetail(news.items[0]!.id),
    paths.search(product!.model),
    paths.downloads(),
    paths.whereToBuy(),
    paths.mdmPrice(),
  ].map((page) => localizedPath(page, locale))
}

/** Java must be there: without it the check cannot run, and that is a failure, never a skip. */
function requireJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' })
  if (probe.error || probe.status !== 0) {
    throw new Error(`The Nu Html Checker needs Java, and \`java -version\` failed (${probe.error?.message ?? probe.stderr}). Install it: apt-get install default-jre-headless`)
  }
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'rugged-vnu-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('issue 40 the Nu Html Checker', () => {
  it('finds 0 errors on the main pages, in every language, on desktop and phone', { timeout: 300_000 }, async () => {
    requireJava()
    /** Each saved file's page: "mobile /en/downloads → /en/m.downloads". */
    const pageOfFile = new Map<string, string>()
    for (const locale of locales) {
      for (const address of await pagesOf(locale)) {
        for (const [device, userAgent] of Object.entries(userAgents)) {
          const response = await fetch(url(address), { headers: { 'user-agent': userAgent } })
          const landed = new URL(response.url)
          const expected = device === 'mobile' ? twinPath(address, 'mobile') : address
          expect(response.status, `${device} ${address}`).toBe(200)
          expect(`${landed.pathname}${landed.search}`, `${device} ${address}`).toBe(expected)
          const file = path.join(folder, `${pageOfFile.size + 1}.html`)
          writeFileSync(file, await response.text())
          pageOfFile.set(file, `${device} ${address}${expected === address ? '' : ` → ${expected}`}`)
        }
      }
    }

    const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', ...pageOfFile.keys()], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    // The JSON report goes to stderr; its exit code is 1 when it reported errors.
    let report: { messages: CheckerMessage[] }
    try {
      report = JSON.parse(run.stderr) as { messages: CheckerMessage[] }
    } catch {
      throw new Error(`The Nu Html Checker gave no JSON report (exit ${run.status}): ${run.stderr.slice(0, 2000)}`)
    }
    const errors = report.messages.filter((message) => message.type !== 'info')
    // The report names a file by its URL (file:/tmp/…).
    const pageOf = (error: CheckerMessage) => (error.url ? (pageOfFile.get(fileURLToPath(error.url)) ?? error.url) : '(no page)')
    const lines = errors.map((error) => {
      const page = pageOf(error)
      return `${page}:${error.lastLine ?? '?'}:${error.firstColumn ?? '?'} ${error.message}${error.extract ? `\n    ${error.extract.replace(/\s+/g, ' ')}` : ''}`
    })
    const pagesWithErrors = new Set(errors.map(pageOf)).size
    // The summary of `npm test` prints it under the table.
    const figure = `Nu Html Checker: ${errors.length} errors on ${pagesWithErrors} of ${pageOfFile.size} pages (${locales.length} languages, desktop and phone)`
    console.log(figure)
    if (process.env.HTTP_REPORT) appendFileSync(process.env.HTTP_REPORT, `${figure}\n`)
    expect(errors.length, `${errors.length} errors on ${pagesWithErrors} of ${pageOfFile.size} pages:\n${lines.join('\n')}\n`).toBe(0)
    expect(run.status, run.stdout).toBe(0)
  })
})
