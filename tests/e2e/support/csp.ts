import { type APIRequestContext, type Page, expect } from '@playwright/test'

/*
 * Item 8 of the security issue: pages run under a Content Security Policy without 'unsafe-inline'
 * for scripts. These helpers collect every violation a page reports (the `securitypolicyviolation`
 * event of each document it loads, and Chromium's console errors about the policy) so that a test
 * fails on any of them.
 */

declare global {
  interface Window {
    reportCspViolation?: (violation: string) => void
  }
}

/** Starts collecting the page's violations; returns the list, filled as they happen. */
export async function watchPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`)
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions.Policy/i.test(message.text())) violations.push(`console: ${message.text()}`)
  })
  return violations
}

/** The sources a policy allows for scripts. */
export function scriptSources(policy: string | undefined): string[] {
  const directive = (policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === 'script-src')
  return directive?.slice(1) ?? []
}

/** A page's policy allows its own inline scripts by hash only, never every inline script. */
export function expectHashedPolicy(policy: string | undefined, where: string) {
  const sources = scriptSources(policy)
  expect(sources, `${where}: script-src`).toContain("'self'")
  expect(sources, `${where}: script-src`).not.toContain("'unsafe-inline'")
  expect(sources, `${where}: script-src`).not.toContain("'unsafe-eval'")
  expect(sources.some((source) => source.startsWith("'sha256-")), `${where}: hashes of its inline scripts`).toBe(true)
}

/**
 * The page is still served from Next's page cache: a later request is a cache hit. (Another test
 * editing content meanwhile makes it STALE once, while Next renders it again in the background.)
 */
export async function expectCached(request: APIRequestContext, path: string) {
  let policy: string | undefined
  await expect
    .poll(
      async () => {
        const again = await request.get(path, { maxRedirects: 0 })
        policy = again.headers()['content-security-policy']
        return again.headers()['x-nextjs-cache']
      },
      { message: `${path}: x-nextjs-cache`, timeout: 15_000 },
    )
    .toBe('HIT')
  expectHashedPolicy(policy, path)
}

/** The detail pages' paths, taken from the sitemap (the seeded ids differ between databases). */
export async function samplePaths(request: APIRequestContext) {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const first = (segment: string) => {
    const match = new RegExp(`<loc>https?://[^/<]+(/${segment}/[^<]+)</loc>`).exec(sitemap)
    expect(match, `a ${segment} address in the sitemap`).not.toBeNull()
    return match![1]!
  }
  return { product: first('product-detail'), solution: first('solution-detail'), news: first('news-detail') }
}

/** Opens a page, checks its policy, and waits until its scripts have run (the page is hydrated). */
export async function openUnderPolicy(page: Page, path: string, status = 200) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(status)
  expectHashedPolicy(response?.headers()['content-security-policy'], path)
  await page.getByTestId('progress-bar').waitFor({ state: 'attached' })
  return response
}
