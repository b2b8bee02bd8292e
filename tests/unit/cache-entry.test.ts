import { describe, expect, it } from 'vitest'

import {
  decodeEntry,
  encodeEntry,
  entrySize,
  entryTags,
  isExpiredBy,
  tagTimesAfterRevalidate,
} from '../../server/cache/entries.ts'

const page = {
  kind: 'APP_PAGE',
  html: '<p>RT-T7</p>',
  rscData: Buffer.from([0, 1, 2, 255, 254]),
  segmentData: new Map([['/_tree', Buffer.from('tree')], ['/_full', Buffer.from([0xff, 0x00])]]),
  headers: { 'x-next-cache-tags': 'products,media,_N_T_/layout,_N_T_/zh/product-detail/rt-t7' },
  status: 200,
  postponed: undefined,
}

describe('page cache entries in Redis: written and read back unchanged', () => {
  it('keeps a page with its RSC payload and segments (Buffers in a Map)', () => {
    const entry = { value: page, lastModified: 1_700_000_000_000, cacheControl: { revalidate: false, expire: undefined } }
    const back = decodeEntry(encodeEntry(entry))
    expect(back).toEqual(entry)
    expect(Buffer.isBuffer(back.value?.rscData)).toBe(true)
    expect(back.value?.segmentData).toBeInstanceOf(Map)
    expect(back.value?.segmentData?.get('/_full')).toEqual(Buffer.from([0xff, 0x00]))
  })

  it('keeps a route answer body as bytes and a data entry as it is', () => {
    const route = { kind: 'APP_ROUTE', body: Buffer.from('<?xml version="1.0"?>'), headers: { 'content-type': 'application/xml' }, status: 200 }
    expect(decodeEntry(encodeEntry({ value: route, lastModified: 1 })).value).toEqual(route)
    const data = { kind: 'FETCH', data: { headers: {}, body: '{"$buffer":"no"}', status: 200, url: '' }, revalidate: 31536000, tags: ['news'] }
    expect(decodeEntry(encodeEntry({ value: data, lastModified: 1 })).value).toEqual(data)
  })

  it('sizes a page by its markup and payloads', () => {
    expect(entrySize(page)).toBe(page.html.length + 5 + '/_tree'.length + 4 + '/_full'.length + 2)
    expect(entrySize(null)).toBeGreaterThan(0)
  })
})

describe('page cache: which tags expire an entry', () => {
  it('takes a page’s tags from its headers, implicit ones included', () => {
    expect(entryTags(page)).toEqual(['products', 'media', '_N_T_/layout', '_N_T_/zh/product-detail/rt-t7'])
    expect(entryTags({ kind: 'APP_PAGE', headers: {} })).toEqual([])
  })

  it('takes a data entry’s tags from the reader (tags and soft tags) and from its save', () => {
    const data = { kind: 'FETCH', data: {}, tags: ['news'] }
    expect(entryTags(data, { tags: ['products'], softTags: ['_N_T_/layout'] })).toEqual(['products', '_N_T_/layout', 'news'])
  })

  it('records revalidateTag(tag, { expire: 0 }) as stale and expired now, and a profile as expiring later', () => {
    expect(tagTimesAfterRevalidate(undefined, 1000, { expire: 0 })).toEqual({ stale: 1000, expired: 1000, at: 1000 })
    expect(tagTimesAfterRevalidate(undefined, 1000, { expire: 60 })).toEqual({ stale: 1000, expired: 61_000, at: 1000 })
    expect(tagTimesAfterRevalidate({ stale: 5, at: 5 }, 1000, undefined)).toEqual({ stale: 5, expired: 1000, at: 1000 })
  })

  it('expires entries saved before the expiry, once its time has come, and not those saved after', () => {
    const times = { stale: 1000, expired: 1000, at: 1000 }
    expect(isExpiredBy(times, 999, 1001)).toBe(true)
    expect(isExpiredBy(times, 1001, 1002)).toBe(false)
    expect(isExpiredBy({ stale: 1000, expired: 61_000, at: 1000 }, 999, 2000)).toBe(false)
    expect(isExpiredBy({ stale: 1000, expired: 61_000, at: 1000 }, 999, 61_000)).toBe(true)
    expect(isExpiredBy(undefined, 0, 1)).toBe(false)
  })
})
