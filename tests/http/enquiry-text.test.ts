/**
 * Issue 36, spec §2.8: the contact dialog's strings are not in the pages; the browser fetches them
 * with the dialog's code from /api/enquiry-text/{language}, a static answer built from the message
 * catalogues. The pages keep the one string told when that fetch fails (§7 serverError).
 */
import { describe, expect, it } from 'vitest'

import en from '../../src/i18n/messages/en/enquiry.json'
import zh from '../../src/i18n/messages/zh/enquiry.json'
import { enquiryFields } from '../../src/rules/enquiry'
import { visitorMessage } from '../../src/rules/visitorMessages'
import type { ContactDialogText } from '../../src/components/enquiry/text'
import { url } from './support'

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

describe('GET /api/enquiry-text/{language}', () => {
  it.each([
    ['zh', zh],
    ['en', en],
  ] as const)('%s: the dialog’s strings in that language', async (locale, catalogue) => {
    const response = await fetch(url(`/api/enquiry-text/${locale}`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const text = (await response.json()) as ContactDialogText
    expect(text).toMatchObject({ title: catalogue.title, description: catalogue.description, submit: catalogue.submit })
    expect(text.unavailable).toBe(visitorMessage('serverError', locale))
    expect(Object.keys(text.fields).sort()).toEqual([...enquiryFields].sort())
    expect(Object.keys(text.placeholders).sort()).toEqual([...enquiryFields].sort())
    expect(text.contentLimit).toMatch(/\d/)
  })

  it('answers from the cache, and an unknown language with 404', async () => {
    await fetch(url('/api/enquiry-text/zh'))
    const again = await fetch(url('/api/enquiry-text/zh'))
    expect(again.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/)
    expect((await fetch(url('/api/enquiry-text/fr'))).status).toBe(404)
  })
})

describe('the pages carry only the failure message', () => {
  it.each([
    ['/', false, zh, 'zh'],
    ['/m.index', true, zh, 'zh'],
    ['/en/mdm-price', false, en, 'en'],
  ] as const)('%s', async (path, phone, catalogue, locale) => {
    const response = await fetch(url(path), { headers: phone ? { 'User-Agent': iphone } : {} })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toContain(catalogue.description)
    expect(html).toContain(visitorMessage('serverError', locale))
  })
})
