/**
 * Spec §3 (fields), §5 (the four rules, in order), §7 (POST /api/front/leaveMessage, success
 * judged by `result`), §8 (messages). Each test sends from its own client address, so the
 * per-client limits of one test never touch another.
 */
import { request as httpRequest } from 'node:http'

import { describe, expect, it } from 'vitest'

import { locales } from '../../src/rules/language'
import { enquiryLimitDefaults } from '../../src/rules/limits'
import { message } from '../../src/rules/messages'
import { call, clientAddress, inOneWindow, messages, postMessage, storedEnquiries, type StoredEnquiry, uniqueEmail, url } from './support'

const noStore = 'private, no-store'

function fullEnquiry(email: string, language: unknown = 'zh') {
  return {
    name: '张三',
    company: 'Example Logistics',
    email,
    telephone: '+86 755 0000 0000',
    productModel: 'VT-10',
    applicationIndustry: 'Mining',
    content: '请联系我了解车载电脑报价。',
    language,
  }
}

describe('§7 leaveMessage success', () => {
  it('stores a dialog enquiry and answers 201 with its id (zh)', async () => {
    const email = uniqueEmail('dialogzh')
    const answer = await postMessage(fullEnquiry(email, 'zh'), clientAddress())
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ result: true, data: { id: expect.any(Number) }, message: messages.submitSuccess.zh })
    expect(answer.headers.get('cache-control')).toBe(noStore)
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const stored = await storedEnquiries(email)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      id: answer.body.data!.id,
      ...fullEnquiry(email, 'zh'),
      language: 'zh',
      form: 'dialog',
      status: 'new',
    })
  })

  it.each([['en'], [1], ['1']])('stores the language of language=%j as en', async (language) => {
    const email = uniqueEmail('dialogen')
    const answer = await postMessage(fullEnquiry(email, language), clientAddress())
    expect(answer.status).toBe(201)
    expect(answer.body.message).toBe(messages.submitSuccess.en)
    const [stored] = await storedEnquiries(email)
    expect(stored).toMatchObject({ language: 'en', form: 'dialog' })
  })

  it('stores language 0 as zh, and a missing language as zh', async () => {
    for (const language of [0, undefined]) {
      const email = uniqueEmail('langzero')
      const answer = await postMessage({ content: 'hello', email, language }, clientAddress())
      expect(answer.status).toBe(201)
      expect(answer.body.message).toBe(messages.submitSuccess.zh)
      const [stored] = await storedEnquiries(email)
      expect(stored?.language).toBe('zh')
    }
  })

  it('stores the quick footer form (content, email, language) as form "quick"', async () => {
    const email = uniqueEmail('quick')
    const answer = await postMessage({ content: 'Quick question', email, language: 'en', form: 'quick' }, clientAddress())
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ result: true, data: { id: expect.any(Number) }, message: messages.submitSuccess.en })
    const stored = await storedEnquiries(email)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ content: 'Quick question', email, language: 'en', form: 'quick' })
  })

  it('accepts exactly 200 characters (CJK counted as one each) and a charset parameter', async () => {
    const email = uniqueEmail('twohundred')
    const answer = await postMessage({ content: '咨'.repeat(200), email, language: 'zh' }, clientAddress(), {
      headers: { 'Content-Type': 'application/json; charset=UTF-8' },
    })
    expect(answer.status).toBe(201)
    const [stored] = await storedEnquiries(email)
    expect(Array.from(stored!.content)).toHaveLength(200)
  })
})

describe('§5 the four rules, in order, in both languages', () => {
  const long = 'x'.repeat(201)
  const cases = [
    ['content empty', { content: '', email: '' }, 'contentEmpty', 'content'],
    ['content null, email fine', { content: null, email: 'valid123@example.com' }, 'contentEmpty', 'content'],
    ['content missing', { email: 'valid123@example.com' }, 'contentEmpty', 'content'],
    ['email empty', { content: 'hello', email: '' }, 'emailEmpty', 'email'],
    ['email missing, content too long (rule 2 before 3)', { content: long }, 'emailEmpty', 'email'],
    ['content too long, email malformed (rule 3 before 4)', { content: long, email: 'bad' }, 'contentTooLong', 'content'],
    ['content too long', { content: long, email: 'valid123@example.com' }, 'contentTooLong', 'content'],
    ['email malformed', { content: 'hello', email: 'not-an-email' }, 'emailFormat', 'email'],
    ['email with a dot in the local part (the spec pattern)', { content: 'hello', email: 'first.last@example.com' }, 'emailFormat', 'email'],
    ['email with a 5-letter top-level domain', { content: 'hello', email: 'valid123@example.abcde' }, 'emailFormat', 'email'],
  ] as const

  for (const [language, locale] of [['zh', 'zh'], [0, 'zh'], ['en', 'en'], [1, 'en']] as const) {
    it.each(cases)(`language=${language}: %s`, async (_name, template, rule, field) => {
      // A fresh address for each case, so "nothing stored" holds on a rerun too.
      const fields: Record<string, unknown> = { ...template }
      if (fields.email === 'valid123@example.com') fields.email = uniqueEmail('rules')
      const email = typeof fields.email === 'string' ? fields.email : undefined
      const answer = await postMessage({ ...fields, language }, clientAddress())
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ result: false, data: { field }, message: messages[rule][locale] })
      expect(answer.headers.get('cache-control')).toBe(noStore)
      if (email) expect(await storedEnquiries(email)).toHaveLength(0)
    })
  }

  it('does not validate name, company, telephone, productModel or applicationIndustry', async () => {
    const email = uniqueEmail('untouched')
    const answer = await postMessage(
      { content: 'ok', email, name: '', company: null, telephone: 'abc', productModel: '', applicationIndustry: '', language: 'en' },
      clientAddress(),
    )
    expect(answer.status).toBe(201)
  })
})

describe('§7 leaveMessage refuses malformed requests', () => {
  it('malformed JSON: 400 invalidJson, in the query language, else Accept-Language, else zh', async () => {
    const client = clientAddress()
    const raw = '{"content": "hi", "email": '
    const zh = await postMessage(null, client, { raw })
    expect(zh.status).toBe(400)
    expect(zh.body).toEqual({ result: false, data: null, message: message('invalidJson', 'zh') })
    const byHeader = await postMessage(null, client, { raw, headers: { 'Accept-Language': 'en-US,en;q=0.9' } })
    expect(byHeader.body.message).toBe(message('invalidJson', 'en'))
    const byQuery = await postMessage(null, client, { raw, query: '?language=1', headers: { 'Accept-Language': 'zh-CN' } })
    expect(byQuery.body.message).toBe(message('invalidJson', 'en'))
    const other = await postMessage(null, client, { raw, headers: { 'Accept-Language': 'de-DE,fr;q=0.5' } })
    expect(other.body.message).toBe(message('invalidJson', 'zh'))
  })

  it('an empty body and invalid UTF-8 are invalid JSON', async () => {
    const client = clientAddress()
    expect((await postMessage(null, client, { raw: '' })).body.message).toBe(message('invalidJson', 'zh'))
    const broken = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])
    const answer = await postMessage(null, client, { raw: broken })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(message('invalidJson', 'zh'))
  })

  it.each([[[]], ['text'], [42], [null]])('a JSON body that is not an object (%j): 400 invalidBody', async (body) => {
    const answer = await postMessage(body, clientAddress(), { headers: { 'Accept-Language': 'en' } })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(message('invalidBody', 'en'))
  })

  it.each([
    ['content', 42],
    ['email', ['a@b.cd']],
    ['name', { first: 'x' }],
    ['telephone', 123456],
    ['form', true],
  ])('wrong type of %s: 400 invalidField naming it', async (field, value) => {
    const email = uniqueEmail('types')
    const answer = await postMessage({ content: 'hello', email, language: 'en', [field]: value }, clientAddress())
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ result: false, data: { field }, message: message('invalidField', 'en', { field }) })
    expect(await storedEnquiries(email)).toHaveLength(0)
  })

  it('an unknown field: 400 unknownField naming it (zh and en)', async () => {
    const client = clientAddress()
    const zh = await postMessage({ content: 'hi', email: 'valid123@example.com', language: 'zh', admin: true }, client)
    expect(zh.status).toBe(400)
    expect(zh.body).toEqual({ result: false, data: { field: 'admin' }, message: message('unknownField', 'zh', { field: 'admin' }) })
    const en = await postMessage({ content: 'hi', email: 'valid123@example.com', language: 'en', __proto__x: 1 }, client)
    expect(en.body.message).toBe(message('unknownField', 'en', { field: '__proto__x' }))
  })

  it('an invalid language: 400 invalidLanguage, in the request language', async () => {
    const client = clientAddress()
    for (const language of ['de', 3, '', true, ...(locales.includes('ru') ? [] : ['ru', 2])]) {
      const answer = await postMessage({ content: 'hi', email: 'valid123@example.com', language }, client, {
        headers: { 'Accept-Language': 'en' },
      })
      expect(answer.status, JSON.stringify(language)).toBe(400)
      expect(answer.body).toEqual({ result: false, data: { field: 'language' }, message: message('invalidLanguage', 'en') })
    }
  })

  it('an unknown form: 400', async () => {
    const answer = await postMessage({ content: 'hi', email: 'valid123@example.com', language: 'en', form: 'popup' }, clientAddress())
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ result: false, data: { field: 'form' }, message: message('badRequest', 'en', { param: 'form' }) })
  })

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/jsonp'])(
    'Content-Type %s: 415',
    async (contentType) => {
      const email = uniqueEmail('ctype')
      const answer = await postMessage({ content: 'hi', email, language: 'en' }, clientAddress(), {
        headers: { 'Content-Type': contentType },
        query: '?language=en',
      })
      expect(answer.status).toBe(415)
      expect(answer.body).toEqual({ result: false, data: null, message: message('unsupportedContentType', 'en') })
      expect(await storedEnquiries(email)).toHaveLength(0)
    },
  )

  it('no Content-Type: 415', async () => {
    const answer = await call('/api/front/leaveMessage', {
      method: 'POST',
      headers: { 'X-Forwarded-For': clientAddress() },
      body: new Blob([JSON.stringify({ content: 'hi', email: 'valid123@example.com' })]),
    })
    expect(answer.status).toBe(415)
    expect(answer.body.message).toBe(message('unsupportedContentType', 'zh'))
  })

  it('a body over the size limit (declared length): 413', async () => {
    const answer = await postMessage({ content: 'x'.repeat(20_000), email: 'valid123@example.com', language: 'en' }, clientAddress(), {
      headers: { 'Accept-Language': 'en' },
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ result: false, data: null, message: message('payloadTooLarge', 'en') })
  })

  it('a body over the size limit sent without a length (chunked): 413, counted as it arrives', async () => {
    const chunk = ' '.repeat(4096)
    const parts = ['{"content":"hi","email":"valid123@example.com","x":"', ...Array.from({ length: 8 }, () => chunk), '"}']
    const answer = await postChunked('/api/front/leaveMessage?language=zh', parts)
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).message).toBe(message('payloadTooLarge', 'zh'))
    // The connection is closed, so the unread rest of the upload cannot confuse the next request.
    expect(answer.connection).toBe('close')
    expect((await call('/api/front/solution')).status).toBe(200)
  })

  it.each(['GET', 'PUT', 'PATCH', 'DELETE'])('%s: 405 with Allow and the envelope', async (method) => {
    const answer = await call('/api/front/leaveMessage?language=en', { method })
    expect(answer.status).toBe(405)
    expect(answer.headers.get('allow')).toBe('POST, OPTIONS')
    expect(answer.body).toEqual({ result: false, data: null, message: message('methodNotAllowed', 'en') })
  })

  it('an invalid language query parameter: 400, in the body\'s language, else the default', async () => {
    const answer = await postMessage(fullEnquiry(uniqueEmail('q'), 'en'), clientAddress(), { query: '?language=xx' })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(message('invalidLanguage', 'en'))
    const bare = await postMessage({ content: 'hi', email: uniqueEmail('q2') }, clientAddress(), { query: '?language=xx' })
    expect(bare.status).toBe(400)
    expect(bare.body.message).toBe(message('invalidLanguage', 'zh'))
  })
})

describe('§7 honeypot', () => {
  it('answers a filled hidden field exactly like a success, and stores nothing', async () => {
    const email = uniqueEmail('honeypot')
    const answer = await postMessage({ ...fullEnquiry(email, 'en'), website: 'http://spam.example' }, clientAddress())
    expect(answer.status).toBe(201)
    expect(answer.body).toEqual({ result: true, data: { id: expect.any(Number) }, message: messages.submitSuccess.en })
    expect(await storedEnquiries(email)).toHaveLength(0)
  })

  it('an empty hidden field is a normal enquiry', async () => {
    const email = uniqueEmail('honeyempty')
    const answer = await postMessage({ ...fullEnquiry(email, 'zh'), website: '' }, clientAddress())
    expect(answer.status).toBe(201)
    expect(await storedEnquiries(email)).toHaveLength(1)
  })
})

describe('§7 per-client limits', () => {
  it('accepts 5 valid enquiries per client and window; the 6th is a 429; invalid ones do not count', async () => {
    const client = clientAddress()
    await inOneWindow(enquiryLimitDefaults.acceptedWindowSeconds, 30_000)
    // Invalid requests before and between: they must not use up the allowance.
    expect((await postMessage({ content: '', email: '', language: 'en' }, client)).status).toBe(400)
    expect((await postMessage(null, client, { raw: '{' })).status).toBe(400)
    const emails: string[] = []
    for (let i = 0; i < 5; i += 1) {
      const email = uniqueEmail(`allow${i}`)
      emails.push(email)
      const answer = await postMessage({ content: `enquiry ${i}`, email, language: 'en' }, client)
      expect(answer.status, `enquiry ${i + 1}`).toBe(201)
      expect((await postMessage({ content: 'x'.repeat(300), email, language: 'en' }, client)).status).toBe(400)
    }
    const sixth = uniqueEmail('allow5')
    const refused = await postMessage({ content: 'one too many', email: sixth, language: 'en' }, client)
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ result: false, data: null, message: message('rateLimited', 'en') })
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(await storedEnquiries(sixth)).toHaveLength(0)
    for (const email of emails) expect(await storedEnquiries(email)).toHaveLength(1)
    // Invalid ones are still judged as invalid (the request limit is not reached) …
    expect((await postMessage({ content: '', email: '', language: 'zh' }, client)).body.message).toBe(messages.contentEmpty.zh)
    // … and another client is not affected.
    expect((await postMessage({ content: 'other client', email: uniqueEmail('other'), language: 'zh' }, clientAddress())).status).toBe(201)
  })

  it('past 5 enquiries per e-mail address and hour from any client, the next is stored and answered as usual, but held (issues 26, 37)', async () => {
    await inOneWindow(enquiryLimitDefaults.emailWindowSeconds, 30_000)
    const email = uniqueEmail('one-sender')
    // A stranger sends 5 with the customer's address, from any clients.
    for (let i = 0; i < enquiryLimitDefaults.acceptedPerEmail; i += 1) {
      // The address in another spelling is the same sender.
      const spelling = i % 2 === 0 ? email : email.toUpperCase()
      expect((await postMessage({ content: `from client ${i}`, email: spelling, language: 'en' }, clientAddress())).status, `enquiry ${i + 1}`).toBe(201)
    }
    // The customer's real enquiry: the normal answer, and it is kept.
    const real = await postMessage({ content: 'the real one', email, language: 'en' }, clientAddress())
    expect(real.status).toBe(201)
    expect(real.body).toMatchObject({ result: true, message: message('submitSuccess', 'en') })
    expect(real.headers.get('retry-after')).toBeNull()
    const stored = [...(await storedEnquiries(email)), ...(await storedEnquiries(email.toUpperCase()))]
    expect(new Set(stored.map((doc) => doc.id)).size).toBe(enquiryLimitDefaults.acceptedPerEmail + 1)
    const kept = stored.find((doc) => doc.content === 'the real one') as (StoredEnquiry & { held?: string | null }) | undefined
    expect(kept?.held).toBe('manyFromAddress')
    expect(stored.filter((doc) => (doc as { held?: string | null }).held).map((doc) => doc.content)).toEqual(['the real one'])
    // Another address from the same clients is not held.
    const other = uniqueEmail('other-sender')
    expect((await postMessage({ content: 'another sender', email: other, language: 'en' }, clientAddress())).status).toBe(201)
    expect(((await storedEnquiries(other))[0] as { held?: string | null }).held ?? null).toBeNull()
  })

  it(`limits requests of any kind per client and minute, before any other check: the ${enquiryLimitDefaults.apiRequestsPerMinute + 1}th is the first 429`, async () => {
    const client = clientAddress()
    const limit = enquiryLimitDefaults.apiRequestsPerMinute
    // All in one fixed minute (a few ms each), so the first 429 comes exactly at the limit + 1.
    await inOneWindow(60, 20_000)
    const statuses: number[] = []
    let refused: Awaited<ReturnType<typeof postMessage>> | null = null
    for (let i = 0; i <= limit; i += 1) {
      const answer = await postMessage({ content: 'hi' }, client, { headers: { 'Content-Type': 'text/plain' }, query: '?language=en' })
      statuses.push(answer.status)
      refused = answer
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(415), 429])
    expect(refused!.body).toEqual({ result: false, data: null, message: message('rateLimited', 'en') })
    const retryAfter = Number(refused!.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // Even a valid enquiry is refused now: the request limit comes before every other check.
    const valid = await postMessage({ content: 'hi', email: uniqueEmail('flood'), language: 'zh' }, client)
    expect(valid.status).toBe(429)
  })
})

describe('§7 the answer language without a body language', () => {
  it('answers in the request language and stores the default (zh)', async () => {
    const client = clientAddress()
    const error = await postMessage({ content: '', email: '' }, client, { headers: { 'Accept-Language': 'en-US,en;q=0.9' } })
    expect(error.body.message).toBe(messages.contentEmpty.en)
    const email = uniqueEmail('nolang')
    const success = await postMessage({ content: 'hi', email }, client, { query: '?language=en' })
    expect(success.status).toBe(201)
    expect(success.body.message).toBe(messages.submitSuccess.en)
    const [stored] = await storedEnquiries(email)
    expect(stored?.language).toBe('zh')
  })

  it('the body language wins over the query and Accept-Language', async () => {
    const answer = await postMessage({ content: '', email: '', language: 'zh' }, clientAddress(), {
      query: '?language=en',
      headers: { 'Accept-Language': 'en' },
    })
    expect(answer.body.message).toBe(messages.contentEmpty.zh)
  })
})

/**
 * A chunked POST through node:http, which reads the answer as it arrives: the server answers 413
 * and closes while the upload is still on its way, and fetch would fail on the closed connection
 * (EPIPE) even though the answer had come. A write error after the answer is the expected end.
 */
function postChunked(path: string, parts: string[]): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    let answered = false
    const request = httpRequest(url(path), { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress() } }, (response) => {
      answered = true
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (text: string) => (body += text))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }))
      response.on('error', reject)
    })
    request.on('error', (error) => {
      if (!answered) reject(error)
    })
    for (const part of parts) request.write(part)
    request.end()
  })
}
