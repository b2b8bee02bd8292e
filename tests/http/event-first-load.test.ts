/**
 * Issue 15: the event pages load their form when the visitor first means to use it. The scripts a
 * microsite or an invitation page names in its HTML (its first load) carry neither
 * react-hook-form, nor zod, nor next-intl's client runtime; the form's chunk is fetched later
 * (tests/e2e/events-lazy-form.spec.ts). Each library is recognised by a string its build keeps, and
 * a presence control finds that string in the chunks the page loads later.
 */
import { describe, expect, it } from 'vitest'

import { url } from './support'

const markers = {
  'react-hook-form': 'shouldUnregister',
  zod: 'ZodError',
  'next-intl (client)': 'MISSING_MESSAGE',
} as const

async function firstLoad(path: string): Promise<{ sources: string[]; scripts: string[] }> {
  const response = await fetch(url(path))
  expect(response.status, path).toBe(200)
  const html = await response.text()
  const sources = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!))]
  expect(sources.length, path).toBeGreaterThan(0)
  return { sources, scripts: await Promise.all(sources.map(async (source) => (await fetch(new URL(source, url('/')))).text())) }
}

async function firstLoadScripts(path: string): Promise<string[]> {
  return (await firstLoad(path)).scripts
}

/** The chunks the first-load scripts name but the page does not load at first: the form's, among others. */
async function laterScripts(path: string): Promise<string[]> {
  const { sources, scripts } = await firstLoad(path)
  const loaded = new Set(sources.map((source) => source.replace(/^\/_next\//, '')))
  const named = new Set(scripts.flatMap((script) => [...script.matchAll(/static\/chunks\/[\w.-]+\.js/g)].map((match) => match[0])))
  const later = [...named].filter((chunk) => !loaded.has(chunk))
  expect(later.length, path).toBeGreaterThan(0)
  return Promise.all(later.map(async (chunk) => (await fetch(url(`/_next/${chunk}`))).text()))
}

describe('first load of the event pages', () => {
  // Seeded (src/cms/seed/content/events.ts): the gala's microsite, its phone twin, and its invitation family.
  it.each(['/gala2025', '/gala2025-en', '/m.gala2025', '/invitation2025', '/en/invitation2025', '/invitation2025/register'])('%s ships no form libraries', async (path) => {
    const scripts = await firstLoadScripts(path)
    for (const [library, marker] of Object.entries(markers)) {
      expect(scripts.some((script) => script.includes(marker)), `${path} carries ${library}`).toBe(false)
    }
  })
})

// Presence controls: each marker is found in the chunks the page loads later, or its absence above
// proves nothing (a build that renamed it would pass without checking anything).
describe('the form libraries are in the chunks the event pages load later', () => {
  it.each(['/gala2025', '/m.gala2025', '/invitation2025/register'])('%s names a later chunk holding each', async (path) => {
    const scripts = await laterScripts(path)
    for (const [library, marker] of Object.entries(markers)) {
      expect(scripts.some((script) => script.includes(marker)), `${path}: ${library} (${marker}) in no later chunk`).toBe(true)
    }
  })
})

