import { afterEach, describe, expect, it, vi } from 'vitest'

import { trustedOrigins } from '../../src/seo/siteUrl'

async function usersAuth() {
  vi.resetModules()
  const { Users } = await import('../../src/cms/collections/Users')
  return Users.auth as { cookies?: { secure?: boolean } }
}

afterEach(() => vi.unstubAllEnvs())

// The collection's module pulls in the sign-in limits and their data layer: slow to load afresh.
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
