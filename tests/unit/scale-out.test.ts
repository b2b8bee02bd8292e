import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { scaleOutRefusal } from '../../server/scale-out.ts'
import { resolveSecret } from '../../src/cms/secret'

describe('one secret for several instances', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('refuses scale-out mode (REDIS_URL) without PAYLOAD_SECRET, and says why', () => {
    expect(scaleOutRefusal({ REDIS_URL: 'redis://127.0.0.1:6390' })).toMatch(/PAYLOAD_SECRET is not/)
    expect(scaleOutRefusal({ REDIS_URL: 'redis://127.0.0.1:6390', PAYLOAD_SECRET: 'shared' })).toBeNull()
    expect(scaleOutRefusal({})).toBeNull()
  })

  it('refuses a REDIS_URL that is no Redis address', () => {
    for (const url of ['http://cache:6379', 'cache:6379', 'redis://']) {
      expect(scaleOutRefusal({ REDIS_URL: url, PAYLOAD_SECRET: 'shared' })).toMatch(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ address/)
    }
    expect(scaleOutRefusal({ REDIS_URL: 'rediss://user:pass@cache.internal:6380/2', PAYLOAD_SECRET: 'shared' })).toBeNull()
  })

  it('never generates a secret in scale-out mode, even when one was generated before', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'))
    vi.stubEnv('PAYLOAD_SECRET', '')
    const generated = resolveSecret(dir)
    expect(generated).toMatch(/^[0-9a-f]{64}$/)
    expect(resolveSecret(dir)).toBe(generated)
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:6390')
    expect(() => resolveSecret(dir)).toThrow(/PAYLOAD_SECRET/)
    vi.stubEnv('PAYLOAD_SECRET', 'given')
    expect(resolveSecret(dir)).toBe('given')
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it.each(['server/start.ts', 'server/serve.ts'])('%s exits at once with the reason, before touching the database', (script) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refuse-'))
    const database = path.join(dir, 'site.db')
    const env = { ...process.env, REDIS_URL: 'redis://127.0.0.1:9', PAYLOAD_SECRET: '', DATABASE_URI: `file:${database}`, PORT: '9' }
    const result = spawnSync(process.execPath, [script], { env, encoding: 'utf8', timeout: 20_000 })
    expect(result.status).toBe(1)
    // The reason is a line of the server's log (server/log.ts: one stream, stdout, JSON here).
    expect(result.stdout + result.stderr).toMatch(/Not starting: REDIS_URL is set.*PAYLOAD_SECRET is not/)
    expect(fs.existsSync(database)).toBe(false)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
