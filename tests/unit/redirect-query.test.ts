import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { keepQueryOnRedirect, redirectLocation } from '../../server/redirect-query.mjs'

/** Issue 31: a managed redirect answers with one Location and keeps the visitor's query string. */
function answer(url: string) {
  const req = new IncomingMessage(new Socket())
  req.url = url
  const res = new ServerResponse(req)
  keepQueryOnRedirect(req, res)
  return res
}

describe('redirects keep the query string, with one Location', () => {
  it('adds the request query to a Location without one, before a fragment', () => {
    expect(redirectLocation('/product-detail/rt-t7', '?utm_source=mail')).toBe('/product-detail/rt-t7?utm_source=mail')
    expect(redirectLocation('/news-detail/3#top', '?a=1')).toBe('/news-detail/3?a=1#top')
    expect(redirectLocation('/x?own=1', '?a=1')).toBe('/x?own=1')
    expect(redirectLocation('/x', '')).toBe('/x')
  })

  it('sends one Location when Next set it twice (setHeader and writeHead)', () => {
    const res = answer('/product-detail/old?utm_source=mail')
    res.setHeader('location', ['/product-detail/new', '/product-detail/new'])
    res.writeHead(308, { Location: '/product-detail/new' })
    expect(res.getHeader('location')).toBe('/product-detail/new?utm_source=mail')
    expect(Object.keys(res.getHeaders()).filter((name) => name === 'location')).toHaveLength(1)
    expect(String(res.getHeader('location')).split(',')).toHaveLength(1)
  })

  it('leaves other answers, the admin and the API alone', () => {
    const ok = answer('/news-trend?a=1')
    ok.setHeader('Location', '/elsewhere')
    ok.writeHead(200)
    expect(ok.getHeader('location')).toBe('/elsewhere')
    const admin = answer('/admin?x=1')
    admin.setHeader('Location', '/admin/login')
    admin.writeHead(307)
    expect(admin.getHeader('location')).toBe('/admin/login')
  })
})
