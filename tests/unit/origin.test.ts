import { describe, expect, it } from 'vitest'

import { isCrossSiteWrite } from '../../src/rules/origin'

const trusted = ['https://www.example.com']

describe('cross-site writes', () => {
  it('refuses a write sent by another site', () => {
    expect(isCrossSiteWrite('POST', 'https://evil.example', 'www.example.com', trusted)).toBe(true)
    expect(isCrossSiteWrite('patch', 'https://evil.example', 'www.example.com', trusted)).toBe(true)
    expect(isCrossSiteWrite('DELETE', 'http://www.example.com.evil.example', 'www.example.com', trusted)).toBe(true)
  })

  it('refuses the opaque origins of sandboxed frames and files, and garbage', () => {
    expect(isCrossSiteWrite('POST', 'null', 'www.example.com', trusted)).toBe(true)
    expect(isCrossSiteWrite('POST', 'not a url', 'www.example.com', trusted)).toBe(true)
  })

  it('accepts the trusted origins and the addressed host itself', () => {
    expect(isCrossSiteWrite('POST', 'https://www.example.com', 'proxy.internal:3000', trusted)).toBe(false)
    expect(isCrossSiteWrite('POST', 'http://10.0.0.5:3000', '10.0.0.5:3000', trusted)).toBe(false)
  })

  it('leaves requests without Origin (not sent by a browser page) and reads alone', () => {
    expect(isCrossSiteWrite('POST', null, 'www.example.com', trusted)).toBe(false)
    for (const method of ['GET', 'HEAD', 'OPTIONS']) expect(isCrossSiteWrite(method, 'https://evil.example', 'www.example.com', trusted)).toBe(false)
  })
})
