import { headerNames } from '@rugged/front-door'
import { describe, expect, it } from 'vitest'

import { redirectLocation } from '../../server/redirect-query.ts'
import { answerThroughWayOut } from './support/wayOutServer'

/** Issue 31: a managed redirect answers with one Location and keeps the visitor's query string. */
const answer = (url: string) => answerThroughWayOut(url)

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

  it('leaves the proxy’s own redirects, which carry their query already, as they are', () => {
    const device = answer('/news-list?id=3')
    device.writeHead(307, { Location: '/m.news-list/3', [headerNames.redirectComplete]: '1' })
    expect(device.getHeader('location')).toBe('/m.news-list/3')
    expect(device.hasHeader(headerNames.redirectComplete)).toBe(false)
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
