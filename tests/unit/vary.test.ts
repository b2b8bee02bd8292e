import { ServerResponse, IncomingMessage } from 'node:http'
import { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { varyUserAgentMarker as proxyMarker } from '@/rules/device'

import { varyFromMarker, varyUserAgentMarker } from '../../server/vary.mjs'

function response() {
  const res = new ServerResponse(new IncomingMessage(new Socket()))
  varyFromMarker(res)
  return res
}

describe('Vary: User-Agent from the proxy’s marker', () => {
  it('uses the marker the proxy sets', () => {
    expect(varyUserAgentMarker).toBe(proxyMarker)
  })

  it('adds User-Agent to the Vary Next wrote and drops the marker', () => {
    const res = response()
    res.setHeader('Vary', 'rsc, Accept-Encoding')
    res.setHeader(varyUserAgentMarker, '1')
    res.writeHead(200)
    expect(res.getHeader('vary')).toBe('rsc, Accept-Encoding, User-Agent')
    expect(res.hasHeader(varyUserAgentMarker)).toBe(false)
  })

  it('sets it alone, once, and leaves unmarked answers alone', () => {
    const marked = response()
    marked.setHeader(varyUserAgentMarker, '1')
    marked.writeHead(200)
    expect(marked.getHeader('vary')).toBe('User-Agent')

    const already = response()
    already.setHeader('Vary', 'User-Agent')
    already.setHeader(varyUserAgentMarker, '1')
    already.writeHead(307)
    expect(already.getHeader('vary')).toBe('User-Agent')

    const plain = response()
    plain.setHeader('Vary', 'rsc')
    plain.writeHead(200)
    expect(plain.getHeader('vary')).toBe('rsc')
  })
})
