import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/*
 * Issue 14's accessibility bar: no serious or critical axe violation of WCAG 2.0, 2.1 and 2.2 at
 * levels A and AA. Minor and moderate findings (best practices, mostly) are not failures.
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

const failingImpacts = new Set(['serious', 'critical'])

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>
type Violation = AxeResults['violations'][number]

/** One violation as a person reads it: the rule, why, and each element with what is wrong. */
export function describeViolation(violation: Violation): string {
  const shown = 8
  const nodes = violation.nodes.slice(0, shown).map((node) => {
    const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').slice(0, 300)
    return `    - ${node.target.join(' > ')}\n      ${node.html.slice(0, 160)}\n      ${summary}`
  })
  if (violation.nodes.length > shown) nodes.push(`    - … and ${violation.nodes.length - shown} more`)
  return [`  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))`, `    ${violation.helpUrl}`, ...nodes].join('\n')
}

/**
 * Runs axe on the page and fails, listing them, on serious or critical violations. In the admin it
 * asks again for a few seconds: the admin names Payload's unnamed controls once it has hydrated
 * (src/cms/components/AdminA11y.tsx), and a busy machine hydrates late; what must hold is the page a
 * person uses, not its server-drawn first frame.
 */
export async function expectNoSeriousViolations(page: Page, label: string) {
  const check = async () => {
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
    const failing = results.violations.filter((violation) => failingImpacts.has(violation.impact ?? ''))
    const report = failing.map(describeViolation).join('\n')
    expect(failing.length, `axe on ${label} (${page.url()}):\n${report}`).toBe(0)
  }
  if (new URL(page.url()).pathname.startsWith('/admin')) await expect(check).toPass({ timeout: 15_000 })
  else await check()
}
