import { afterEach, describe, expect, it, vi } from 'vitest'

import { trustedOrigins } from '../../src/seo/siteUrl'

/** The users collection's auth settings as Payload sanitises them, read from a fresh load of the config. */
async function usersAuth() {
  vi.resetModules()
  const config = await (await import('../../src/cms/payload.config')).default
  return config.collections.find((collection) => collection.slug === 'users')!.auth as { cookies?: { secure?: boolean } }
}

afterEach(() => vi.unstubAllEnvs())

// Loading the CMS config afresh takes a few seconds.
describe('the editor session cookie', { timeout: 60_000 }, () => {
  it('is Secure when the site is served over HTTPS', async () => {
    vi.stubEnv('SITE_URL', 'https://www.example.com')
    expect((await usersAuth()).cookies?.secure).toBe(true)
  })

  it('is not Secure on a plain-HTTP site (a browser would drop it)', async () => {
    vi.stubEnv('SITE_URL', 'http://intranet.example:8080')
    expect((await usersAuth()).cookies?.secure).toBe(false)
  })
})

describe('trusted origins', () => {
  it('is the public origin alone when SITE_URL is set', () => {
    vi.stubEnv('SITE_URL', 'https://www.example.com/some/path')
    expect(trustedOrigins()).toEqual(['https://www.example.com'])
  })

  it('is localhost and 127.0.0.1 on the serving port otherwise', () => {
    vi.stubEnv('SITE_URL', '')
    vi.stubEnv('PORT', '4123')
    expect(trustedOrigins().sort()).toEqual(['http://127.0.0.1:4123', 'http://localhost:4123'])
  })
})
