/**
 * Issue 37, item 11: nginx's TLS server as deploy/nginx-site.conf gives it, checked from outside:
 * which TLS versions and ciphers it accepts (Mozilla's "intermediate": TLS 1.2 with forward-secret
 * AEAD suites, and TLS 1.3; nothing without ECDHE), with the certificate of the run's own CA.
 */
import { readFileSync } from 'node:fs'
import tls from 'node:tls'

import { describe, expect, it } from 'vitest'

import type { startNginx } from '../../scripts/tooling/nginx.mjs'
import { observatoryScan } from '../../scripts/tooling/observatory.mjs'
import { report } from './support'

type Nginx = Awaited<ReturnType<typeof startNginx>>

export interface Handshake {
  ok: boolean
  protocol: string | null
  cipher: string | null
}

/** One TLS handshake with nginx's TLS server on `port`, offering only `options`' versions and ciphers. */
export function handshake(port: number, caFile: string, options: Pick<tls.ConnectionOptions, 'minVersion' | 'maxVersion' | 'ciphers'>): Promise<Handshake> {
  return new Promise((resolve) => {
    const socket = tls.connect({ host: '127.0.0.1', port, servername: 'localhost', ca: readFileSync(caFile, 'utf8'), ...options }, () => {
      resolve({ ok: socket.authorized, protocol: socket.getProtocol(), cipher: socket.getCipher().standardName })
      socket.end()
    })
    socket.on('error', () => resolve({ ok: false, protocol: null, cipher: null }))
    socket.setTimeout(5_000, () => socket.destroy(new Error('timed out')))
  })
}

/**
 * The cluster test's TLS block (tests/cluster/cluster.test.ts runs it before the drills): plain
 * HTTP answers 301 to HTTPS, HSTS with includeSubDomains comes over TLS only, the handshakes are
 * Mozilla's "intermediate", and Mozilla's HTTP Observatory grades the site A+ (score ≥ 100),
 * printed in the summary.
 */
export function describeTls(nginx: () => Nginx): void {
  describe('TLS in the documented shape (issue 37)', () => {
    it('plain HTTP answers 301 to the same address over HTTPS; HSTS with includeSubDomains over TLS only', async () => {
      const plain = await fetch(`${nginx().httpUrl}/mdm?from=mail`, { redirect: 'manual' })
      expect(plain.status).toBe(301)
      // nginx's $host: the standard port in production; here the test reaches it on its own.
      expect(plain.headers.get('location')).toBe('https://127.0.0.1/mdm?from=mail')
      expect(plain.headers.get('strict-transport-security')).toBeNull()
      for (const path of ['/mdm', '/api/health', '/no-such-page']) {
        const secure = await fetch(`${nginx().url}${path}`)
        await secure.arrayBuffer()
        expect(secure.headers.get('strict-transport-security'), path).toBe('max-age=63072000; includeSubDomains')
      }
    })

    it('takes TLS 1.2 with forward-secret AEAD ciphers and TLS 1.3, and nothing without ECDHE', async () => {
      const { port, caFile } = nginx()
      expect(await handshake(port, caFile, { minVersion: 'TLSv1.3' })).toMatchObject({ ok: true, protocol: 'TLSv1.3' })
      expect(await handshake(port, caFile, { maxVersion: 'TLSv1.2' })).toMatchObject({ ok: true, protocol: 'TLSv1.2', cipher: expect.stringMatching(/^TLS_ECDHE_ECDSA_WITH_(AES_\d+_GCM|CHACHA20_POLY1305)/) })
      for (const ciphers of ['AES128-GCM-SHA256', 'AES256-SHA256', 'ECDHE-ECDSA-AES128-SHA256', 'DHE-RSA-AES128-GCM-SHA256']) {
        expect(await handshake(port, caFile, { maxVersion: 'TLSv1.2', ciphers }), ciphers).toMatchObject({ ok: false })
      }
    })

    it('is graded A+ by Mozilla’s HTTP Observatory', { timeout: 120_000 }, async () => {
      const scan = await observatoryScan(nginx())
      const failed = Object.entries(scan.tests).filter(([, test]) => !test.pass).map(([name, test]) => `${name}: ${test.result}`)
      report(`Mozilla HTTP Observatory (@mdn/mdn-http-observatory) through nginx's TLS: grade ${scan.grade}, score ${scan.score}, ${scan.testsPassed}/${scan.testsQuantity} tests passed${failed.length ? ` (failed: ${failed.join('; ')})` : ''}`)
      expect(failed).toEqual([])
      expect(scan.score).toBeGreaterThanOrEqual(100)
      expect(scan.grade).toBe('A+')
    })
  })
}
