import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

// Issue 14, WCAG 2.2 AA 1.4.3: the design tokens' text colours on the backgrounds they are used on
// keep 4.5:1. The axe tour (tests/e2e/accessibility*.spec.ts) checks the pages; this names the pair.

const tokens = Object.fromEntries(
  [...readFileSync('src/styles/tokens.css', 'utf8').matchAll(/--(color-[a-z-]+):\s*(#[0-9a-f]{6})\b/gi)].map((match) => [match[1], match[2]]),
)

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
  const [r, g, b] = channels.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a)
  return (light! + 0.05) / (dark! + 0.05)
}

const white = '#ffffff'
const color = (name: string) => {
  const value = tokens[name]
  expect(value, `--${name} in tokens.css`).toBeDefined()
  return value!
}

describe('design tokens: text contrast ≥ 4.5:1 (WCAG 2.2 AA)', () => {
  const pairs: [string, string, string][] = [
    ['muted text on white', color('color-muted'), white],
    ['muted text on the alternate surface', color('color-muted'), color('color-surface-alt')],
    ['soft ink on the alternate surface', color('color-ink-soft'), color('color-surface-alt')],
    ['white text on the orange (buttons, badges)', white, color('color-accent')],
    ['white text on the hovered orange', white, color('color-accent-strong')],
    ['orange text on white', color('color-accent'), white],
    ['strong orange text on the alternate surface', color('color-accent-strong'), color('color-surface-alt')],
    ['bright orange text on navy', color('color-accent-bright'), color('color-navy')],
    ['bright orange text on steel', color('color-accent-bright'), color('color-steel')],
    ['danger text on white', color('color-danger'), white],
    ['success text on white', color('color-success'), white],
  ]
  for (const [name, foreground, background] of pairs) {
    it(`${name}: ${foreground} on ${background}`, () => {
      expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5)
    })
  }
})
