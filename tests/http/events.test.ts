/**
 * The event calls and pages against the running server (issue 6; docs/api.md "Events"): every
 * new API path, with well-formed and malformed input — nothing answers 5xx — plus the pages'
 * status codes. Each test makes its own event through the CMS API (the seeded events are in the
 * past, or will be), and its own client address (rate limits).
 */
import { randomBytes, randomInt } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

import { seedCode } from '../../src/cms/seed/content/seedCodes'
import { message as apiMessage } from '../../src/rules/messages'

import { adminToken, call, clientAddress, url, type Answer } from './support'

const hour = 3_600_000
/** Seeded invitation codes (src/cms/seed/content/events.ts): 张海's MEGA1 invitation, 陈思远's gala invitation. */
const zhangCode = seedCode('mega1/invitation/1')
const chenCode = seedCode('gala2025/invitation/5')
let token = ''

beforeAll(async () => {
  token = await adminToken()
})

interface TestEvent {
  id: number
  token: string
  hash: string
}

async function cms<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url(`/api/cms${path}`), {
    ...init,
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json', ...init.headers },
  })
  const body = (await response.json()) as T
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} /api/cms${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`)
  return body
}

async function makeEvent(options: { startsIn?: number; opensIn?: number | null; closesIn?: number | null; durationHours?: number; capacity?: number | null } = {}): Promise<TestEvent> {
  const now = Date.now()
  const startsAt = now + (options.startsIn ?? 48 * hour)
  const iso = (value: number | null | undefined) => (value === null || value === undefined ? null : new Date(now + value).toISOString())
  const tokenName = `http${randomBytes(5).toString('hex')}`.replace(/[^a-z0-9]/g, 'a')
  const created = await cms<{ doc: { id: number; hash: string; token: string; registration: { questions: { id: string; options: { id: string }[] }[] } } }>('/events?locale=zh', {
    method: 'POST',
    body: JSON.stringify({
      _status: 'published',
      token: tokenName,
      title: 'HTTP 测试活动',
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + (options.durationHours ?? 8) * hour).toISOString(),
      theme: 'conference',
      venue: { name: '测试场地' },
      registration: {
        opensAt: iso(options.opensIn === undefined ? -hour : options.opensIn),
        closesAt: iso(options.closesIn === undefined ? 24 * hour : options.closesIn),
        capacity: options.capacity === undefined ? 100 : options.capacity,
        questions: [{ key: 'focus', label: '方向', type: 'single', required: true, options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] }],
      },
    }),
  })
  // The English version: localized values of the same rows (required ones must be given per language).
  const [question] = created.doc.registration.questions
  await cms(`/events/${created.doc.id}?locale=en`, {
    method: 'PATCH',
    body: JSON.stringify({
      title: 'HTTP test event',
      venue: { name: 'Test venue' },
      registration: {
        questions: [
          {
            id: question!.id,
            key: 'focus',
            label: 'Focus',
            type: 'single',
            required: true,
            options: [
              { id: question!.options[0]!.id, value: 'a', label: 'A' },
              { id: question!.options[1]!.id, value: 'b', label: 'B' },
            ],
          },
        ],
      },
    }),
  })
  return { id: created.doc.id, token: created.doc.token, hash: created.doc.hash }
}

let counter = 0
function person(overrides: Record<string, unknown> = {}) {
  counter += 1
  const n = String(randomInt(0, 100_000_000)).padStart(8, '0')
  return {
    name: '李雷',
    company: `测试公司${n}`,
    jobTitle: '工程师',
    phone: `136${n}`,
    email: `guest${counter}x${randomBytes(4).toString('hex')}@example.com`,
    answers: { focus: 'a' },
    ...overrides,
  }
}

function post<T = Record<string, unknown>>(path: string, body: unknown, client: string, headers: Record<string, string> = {}, raw?: BodyInit): Promise<Answer<T>> {
  return call<T>(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client, ...headers },
    body: raw ?? JSON.stringify(body),
  })
}

const get = <T = unknown>(path: string, client = clientAddress()) => call<T>(path, { headers: { 'X-Forwarded-For': client } })

/** A check-in code: 12 characters of the 32-symbol alphabet (docs/events.md "Codes"). */
const codeShape = /^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{12}$/

interface Registered {
  code: string
  displayCode: string
  name: string
  event: Record<string, unknown>
}

/**
 * Everything a client can compare between two registration answers, with the code reduced to its
 * shape (a fresh code is random either way): status, cache header, envelope keys and values.
 */
function outline(answer: Answer<Registered>) {
  const { code, displayCode, ...rest } = answer.body.data
  return {
    status: answer.status,
    cacheControl: answer.headers.get('cache-control'),
    keys: Object.keys(answer.body),
    result: answer.body.result,
    message: answer.body.message,
    dataKeys: Object.keys(answer.body.data),
    code: codeShape.test(code) && displayCode === code.match(/.{4}/g)!.join('-'),
    rest,
  }
}

describe('GET /api/front/{hash}: the live registration status', () => {
  it('answers the event, its state, seats left and questions, in the requested language', async () => {
    const event = await makeEvent({ capacity: 40 })
    const zh = await get<{ title: string; registration: { state: string; seats: string; capacity: number; questions: { key: string }[] }; microsite: { zh: string; en: string } }>(`/api/front/${event.hash}`)
    expect(zh.status).toBe(200)
    expect(zh.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30')
    expect(zh.body.data).toMatchObject({ title: 'HTTP 测试活动', registration: { state: 'open', seats: 'available', capacity: 40 }, microsite: { zh: `/${event.token}`, en: `/${event.token}-en` } })
    expect(zh.body.data.registration.questions.map((question) => question.key)).toEqual(['focus'])
    const en = await get<{ title: string }>(`/api/front/${event.hash}?language=en`)
    expect(en.body.data.title).toBe('HTTP test event')
  })

  it.each(['0123456789abcdef01234567', 'not-a-hash', 'ABCDEF0123456789abcdef01', `${'a'.repeat(300)}`, '%E4%B8%AD', "x'%20OR%201=1"])('answers 404 JSON for the unknown or malformed hash %s', async (hash) => {
    const answer = await get(`/api/front/${hash}`)
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ result: false, data: null, message: '活动不存在。' })
  })

  it('answers 400 for a bad language, 405 with Allow for other methods', async () => {
    const event = await makeEvent()
    expect((await get(`/api/front/${event.hash}?language=fr`)).status).toBe(400)
    const put = await call(`/api/front/${event.hash}`, { method: 'PUT' })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS')
  })
})

describe('POST /api/front/{hash}: registration', () => {
  it('registers: 201, a personal check-in code of 12 characters shown in groups of four', async () => {
    const event = await makeEvent()
    const created = await post<{ code: string; displayCode: string; name: string }>(`/api/front/${event.hash}`, person(), clientAddress())
    expect(created.status).toBe(201)
    expect(created.headers.get('cache-control')).toBe('private, no-store')
    expect(created.body.message).toBe('报名成功！')
    expect(created.body.data.code).toMatch(codeShape)
    expect(created.body.data.displayCode).toBe(created.body.data.code.match(/.{4}/g)!.join('-'))
  })

  it('answers the same phone or e-mail again exactly like a new registration, and stores nothing', async () => {
    // Issue 11: a 409 "already registered" told anyone whether a contact was registered.
    const event = await makeEvent()
    const client = clientAddress()
    const first = person()
    const original = await post<Registered>(`/api/front/${event.hash}`, first, client)
    expect(original.status).toBe(201)
    for (const language of ['zh', 'en'] as const) {
      const fresh = await post<Registered>(`/api/front/${event.hash}`, person({ name: '韩梅梅', language }), client)
      const samePhone = await post<Registered>(`/api/front/${event.hash}`, person({ name: '韩梅梅', phone: `+86 ${first.phone}`, language }), client)
      const sameEmail = await post<Registered>(`/api/front/${event.hash}`, person({ name: '韩梅梅', email: first.email.toUpperCase(), language }), client)
      for (const duplicate of [samePhone, sameEmail]) {
        expect(outline(duplicate)).toEqual(outline(fresh))
        // Nothing of the existing guest: not their code, not their name.
        expect(duplicate.body.data.code).not.toBe(original.body.data.code)
        expect(JSON.stringify(duplicate.body)).not.toContain(first.name)
      }
    }
    const stored = await cms<{ docs: { phone: string; email: string; name: string }[] }>(`/registrations?where[event][equals]=${event.id}&limit=100&depth=0`)
    expect(stored.docs).toHaveLength(3)
    expect(stored.docs.filter((doc) => doc.phone === first.phone || doc.email === first.email)).toEqual([expect.objectContaining({ name: first.name })])
  })

  it('stores one registration when the same form is sent five times at once; every answer is a success', async () => {
    const event = await makeEvent()
    const values = person()
    const answers = await Promise.all(Array.from({ length: 5 }, () => post<Registered>(`/api/front/${event.hash}`, values, clientAddress())))
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201])
    expect(new Set(answers.map((answer) => JSON.stringify(outline(answer)))).size).toBe(1)
    const stored = await cms<{ totalDocs: number }>(`/registrations?where[event][equals]=${event.id}&limit=0`)
    expect(stored.totalDocs).toBe(1)
  })

  it('judges the window first: an ended event answers a registered and an unknown contact alike (the seeded cpdc2024)', async () => {
    // Issue 11: cpdc2024 answered 409 duplicatePhone / duplicateEmail to its guests' contacts, 403 ended to others.
    const seeded = await cms<{ docs: { hash: string }[] }>('/events?where[token][equals]=cpdc2024&depth=0')
    const path = `/api/front/${seeded.docs[0]!.hash}`
    const client = clientAddress()
    const unknown = await post(path, person({ answers: { focus: 'android' } }), client)
    const knownPhone = await post(path, person({ answers: { focus: 'android' }, phone: '13800138001' }), client)
    const knownEmail = await post(path, person({ answers: { focus: 'android' }, email: 'liming@beichen.example' }), client)
    expect(unknown).toMatchObject({ status: 403, body: { result: false, message: '本次活动已结束。', data: { reason: 'ended' } } })
    for (const known of [knownPhone, knownEmail]) {
      expect(known.status).toBe(403)
      expect(known.body).toEqual(unknown.body)
    }
  })

  it('answers field errors with 400, data.field and the message in the body’s language', async () => {
    const event = await makeEvent()
    const client = clientAddress()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', '请输入姓名'],
      [{ phone: '12345', language: 'en' }, 'phone', 'Please enter a valid mobile number (11 digits in mainland China, or an international number starting with +).'],
      [{ email: 'no-at-sign' }, 'email', '邮箱格式不正确'],
      [{ answers: {} }, 'answers.focus', '请回答：方向'],
      [{ answers: { focus: 'z' }, language: 1 }, 'answers.focus', 'Please choose one of the options for “Focus”.'],
      [{ answers: { other: 'x' } }, 'answers.other', '未知的问题：other。'],
      [{ isAdmin: true }, 'isAdmin', '未知字段：isAdmin。'],
      [{ name: ['x'] }, 'name', '字段 name 的类型不正确。'],
      [{ language: 'fr' }, 'language', apiMessage('invalidLanguage', 'zh')],
    ]
    for (const [change, field, message] of cases) {
      const answer = await post(`/api/front/${event.hash}`, person(change), client)
      expect(answer.status, JSON.stringify(change)).toBe(400)
      expect(answer.body.data).toMatchObject({ field })
      expect(answer.body.message).toBe(message)
    }
  })

  it('refuses malformed requests with 4xx, never 5xx', async () => {
    const event = await makeEvent()
    const path = `/api/front/${event.hash}`
    const client = clientAddress()
    expect((await post(path, null, client, { 'Content-Type': 'text/plain' }, 'hello')).status).toBe(415)
    expect((await post(path, null, client, { 'Content-Type': 'application/json; charset=latin1' }, '{}')).status).toBe(415)
    expect((await post(path, null, client, {}, '{"name":')).status).toBe(400)
    expect((await post(path, null, client, {}, '')).status).toBe(400)
    expect((await post(path, null, client, {}, new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))).status).toBe(400)
    expect((await post(path, null, client, {}, '[1,2]')).status).toBe(400)
    expect((await post(path, null, client, {}, '"text"')).status).toBe(400)
    const huge = await post(path, null, client, {}, JSON.stringify({ ...person(), name: 'x'.repeat(20_000) }))
    expect(huge.status).toBe(413)
    expect((await post(`/api/front/0123456789abcdef01234567`, person(), client)).status).toBe(404)
    expect((await post(`/api/front/nonsense`, person(), client)).status).toBe(404)
  })

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const event = await makeEvent()
    const answer = await post<{ code: string }>(`/api/front/${event.hash}`, person({ website: 'http://spam.example' }), clientAddress())
    expect(answer.status).toBe(201)
    expect(answer.body.data.code).toMatch(codeShape)
    expect((await cms<{ totalDocs: number }>(`/registrations?where[event][equals]=${event.id}&limit=0`)).totalDocs).toBe(0)
  })

  it('holds the window (403) and the capacity (409)', async () => {
    const client = clientAddress()
    const early = await makeEvent({ opensIn: 24 * hour })
    const notOpen = await post(`/api/front/${early.hash}`, person({ language: 'en' }), client)
    expect(notOpen.status).toBe(403)
    expect(notOpen.body.message).toMatch(/^Registration has not opened yet; please come back after \d+ \w+ \d{4} at \d\d:\d\d\.$/)
    const late = await makeEvent({ closesIn: -hour })
    expect(await post(`/api/front/${late.hash}`, person(), client)).toMatchObject({ status: 403, body: { message: '报名已截止。', data: { reason: 'closed' } } })
    const over = await makeEvent({ startsIn: -10 * hour, durationHours: 2, opensIn: -100 * hour, closesIn: null })
    expect(await post(`/api/front/${over.hash}`, person(), client)).toMatchObject({ status: 403, body: { message: '本次活动已结束。' } })

    const small = await makeEvent({ capacity: 2 })
    expect((await post(`/api/front/${small.hash}`, person(), client)).status).toBe(201)
    expect((await post(`/api/front/${small.hash}`, person(), client)).status).toBe(201)
    expect(await post(`/api/front/${small.hash}`, person(), client)).toMatchObject({ status: 409, body: { message: '名额已满，感谢关注。', data: { reason: 'full' } } })
    expect((await get<{ registration: { state: string; seats: string } }>(`/api/front/${small.hash}`)).body.data.registration).toMatchObject({ state: 'full', seats: 'full' })
  })

  it('limits registrations per client and window (429 with Retry-After)', async () => {
    // The allowance is counted in fixed 10-minute windows: do not start just before one ends.
    const toBoundary = 600_000 - (Date.now() % 600_000)
    if (toBoundary < 20_000) await new Promise((resolve) => setTimeout(resolve, toBoundary + 500))
    const event = await makeEvent({ capacity: null })
    const client = clientAddress()
    for (let i = 0; i < 20; i++) expect((await post(`/api/front/${event.hash}`, person(), client)).status).toBe(201)
    const limited = await post(`/api/front/${event.hash}`, person(), client)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.body.message).toBe('请求过于频繁，请稍后再试。')
    // Another client is not affected.
    expect((await post(`/api/front/${event.hash}`, person(), clientAddress())).status).toBe(201)
  })
})

describe('GET /api/front/{hash}/select-company-name-by-name', () => {
  /** A company staff entered for the event (issue 37): a guest added at the desk, or an invitation, in turn. */
  let entered = 0
  async function staffEntered(event: TestEvent, company: string) {
    entered += 1
    if (entered % 2 === 0) {
      await cms('/invitations', { method: 'POST', body: JSON.stringify({ event: event.id, guestName: '王建国', company }) })
      return
    }
    const { answers: _answers, ...values } = person({ company })
    await cms('/registrations', { method: 'POST', body: JSON.stringify({ ...values, event: event.id, language: 'zh' }) })
  }
  const lookup = async (hash: string, name: string) => (await get<string[]>(`/api/front/${hash}/select-company-name-by-name?name=${encodeURIComponent(name)}`)).body.data

  it('suggests distinct company names by prefix (at most 8) and nothing else', async () => {
    const event = await makeEvent({ capacity: null })
    const prefix = `Zq${randomBytes(3).toString('hex')}`
    for (const company of [`${prefix} Logistics`, `${prefix.toUpperCase()} LOGISTICS`, `${prefix} Mining`, ...Array.from({ length: 9 }, (_, i) => `${prefix} Co ${i}`)]) {
      await staffEntered(event, company)
    }
    const answer = await get<string[]>(`/api/front/${event.hash}/select-company-name-by-name?name=${encodeURIComponent(prefix.toLowerCase())}`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.body.data).toHaveLength(8)
    expect(answer.body.data.every((name) => typeof name === 'string' && name.toLowerCase().startsWith(prefix.toLowerCase()))).toBe(true)
    expect(new Set(answer.body.data.map((name) => name.toLowerCase())).size).toBe(8)
    expect(await lookup(event.hash, `${prefix} mi`)).toEqual([`${prefix} Mining`])
    expect(JSON.stringify(answer.body)).not.toMatch(/@|李雷|136\d{8}/)
  })

  it("suggests only the event's own names, and only plain ones (issue 26)", async () => {
    const event = await makeEvent({ capacity: null })
    const other = await makeEvent({ capacity: null })
    const prefix = `Zw${randomBytes(3).toString('hex')}`
    for (const company of [`${prefix} Works`, `=HYPERLINK("http://x","${prefix}")`, ` =${prefix}`, `${prefix} <b>`]) await staffEntered(event, company)
    await staffEntered(other, `${prefix} Elsewhere`)
    expect(await lookup(event.hash, prefix)).toEqual([`${prefix} Works`])
    expect(await lookup(other.hash, prefix)).toEqual([`${prefix} Elsewhere`])
    expect(await lookup(event.hash, '=HYPER')).toEqual([])
  })

  it('never tells whether a contact registered: a visitor’s own company is never suggested (issue 37)', async () => {
    const event = await makeEvent({ capacity: null })
    const client = clientAddress()
    const prefix = `Zx${randomBytes(3).toString('hex')}`
    // The probe: a new contact with a made-up company, then a duplicate phone and a duplicate e-mail with others.
    const first = person({ company: `${prefix} New Contact` })
    expect((await post(`/api/front/${event.hash}`, first, client)).status).toBe(201)
    expect((await post(`/api/front/${event.hash}`, person({ phone: first.phone, company: `${prefix} Same Phone` }), client)).status).toBe(201)
    expect((await post(`/api/front/${event.hash}`, person({ email: first.email, company: `${prefix} Same Email` }), client)).status).toBe(201)
    // The same holds for invitation codes: the guest's typed company is not the invitation's.
    const invitation = await cms<{ doc: { code: string } }>('/invitations', { method: 'POST', body: JSON.stringify({ event: event.id, guestName: '王建国', company: `${prefix} Invited` }) })
    const accepted = await post(`/api/front/${event.hash}/invitation`, { ...person({ company: `${prefix} Typed By Guest` }), code: invitation.doc.code, response: 'accept' }, client)
    expect(accepted).toMatchObject({ status: 200, body: { data: { status: 'accepted' } } })
    expect(await lookup(event.hash, prefix)).toEqual([`${prefix} Invited`])
  })

  it('answers [] for an empty name, 400 for a missing, repeated or overlong one, 404 for an unknown event', async () => {
    const event = await makeEvent()
    const base = `/api/front/${event.hash}/select-company-name-by-name`
    expect((await get(`${base}?name=`)).body).toEqual({ result: true, data: [] })
    expect((await get(`${base}?name=%25`)).body).toEqual({ result: true, data: [] })
    for (const query of ['', '?language=en', '?name=a&name=b', `?name=${'x'.repeat(51)}`, '?name=%00']) {
      const answer = await get(`${base}${query}`)
      expect(answer.status, query).toBe(400)
      expect(answer.body.data).toEqual({ field: 'name' })
    }
    expect((await get(`/api/front/0123456789abcdef01234567/select-company-name-by-name?name=a`)).status).toBe(404)
    expect((await call(`${base}?name=a`, { method: 'POST' })).status).toBe(405)
  })
})

describe('POST /api/front/{hash}/sign-in', () => {
  it('checks in by code; a second check-in answers the first time; by phone the name is masked', async () => {
    const event = await makeEvent({ startsIn: hour })
    const client = clientAddress()
    const values = person({ name: '王小明' })
    const registered = await post<{ code: string }>(`/api/front/${event.hash}`, values, client)
    const code = registered.body.data.code
    const first = await post<{ name: string; firstTime: boolean; signedInAt: string; number: number }>(`/api/front/${event.hash}/sign-in`, { code: `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase() }, client)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ result: true, message: '签到成功，欢迎！', data: { name: '王小明', firstTime: true, number: 1 } })
    const again = await post<{ firstTime: boolean; signedInAt: string }>(`/api/front/${event.hash}/sign-in`, { phone: values.phone, language: 'en' }, client)
    expect(again.status).toBe(200)
    // A phone number is guessable: a masked name and no company (issue 11).
    expect(again.body.data).toMatchObject({ name: '王*明', company: '', firstTime: false, signedInAt: first.body.data.signedInAt })
    expect(again.body.message).toMatch(/^You already checked in at .+; no need to check in again\.$/)
  })

  it('writes one first time when the same guest checks in on several devices at once', async () => {
    const event = await makeEvent({ startsIn: hour })
    const registered = await post<{ code: string }>(`/api/front/${event.hash}`, person(), clientAddress())
    const answers = await Promise.all(Array.from({ length: 5 }, () => post<{ firstTime: boolean; signedInAt: string }>(`/api/front/${event.hash}/sign-in`, { code: registered.body.data.code }, clientAddress())))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(answers.filter((answer) => answer.body.data.firstTime)).toHaveLength(1)
    expect(new Set(answers.map((answer) => answer.body.data.signedInAt)).size).toBe(1)
  })

  it('answers unknown guests, cancelled registrations, the window and malformed requests clearly, never 5xx', async () => {
    const event = await makeEvent({ startsIn: hour })
    const path = `/api/front/${event.hash}/sign-in`
    const client = clientAddress()
    expect(await post(path, { code: 'ZZZZ-ZZZZ' }, client)).toMatchObject({
      status: 404,
      body: { message: '未找到该参会码或手机号的报名记录，请核对后重试，或前往签到台咨询。', data: { reason: 'notFound' } },
    })
    expect((await post(path, { phone: '13999999999', language: 'en' }, client)).body.message).toBe(
      'No registration was found for this code or mobile number. Please check it, or ask at the registration desk.',
    )
    expect((await post(path, { code: 'x'.repeat(500) }, client)).status).toBe(404)
    expect(await post(path, {}, client)).toMatchObject({ status: 400, body: { message: '请输入参会码或手机号' } })
    expect((await post(path, { code: 'ABCD2345', phone: '13800138000' }, client)).status).toBe(400)
    expect(await post(path, { phone: '123' }, client)).toMatchObject({ status: 400, body: { data: { field: 'phone' } } })
    expect((await post(path, { code: 42 }, client)).status).toBe(400)
    expect((await post(path, { code: 'A', extra: 1 }, client)).status).toBe(400)
    expect((await post(path, { code: 'A', language: 'xx' }, client)).status).toBe(400)
    expect((await post(path, null, client, {}, '{')).status).toBe(400)
    expect((await post(path, null, client, {}, '[]')).status).toBe(400)
    expect((await post(path, null, client, { 'Content-Type': 'text/plain' }, 'x')).status).toBe(415)
    expect((await post(path, null, client, {}, JSON.stringify({ code: 'x'.repeat(20_000) }))).status).toBe(413)
    expect((await get(path)).status).toBe(405)
    expect((await post('/api/front/0123456789abcdef01234567/sign-in', { code: 'ABCD2345' }, client)).status).toBe(404)

    const registered = await post<{ code: string }>(`/api/front/${event.hash}`, person(), client)
    const stored = await cms<{ docs: { id: number }[] }>(`/registrations?where[code][equals]=${registered.body.data.code}`)
    await cms(`/registrations/${stored.docs[0]!.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'cancelled' }) })
    expect(await post(path, { code: registered.body.data.code }, client)).toMatchObject({ status: 409, body: { message: '该报名已取消，请前往签到台咨询。' } })

    const future = await makeEvent({ startsIn: 72 * hour })
    expect(await post(`/api/front/${future.hash}/sign-in`, { code: 'ABCD2345' }, client)).toMatchObject({ status: 403, body: { data: { reason: 'checkInNotOpen' } } })
  })
})

describe('POST /api/front/{hash}/invitation', () => {
  async function invite(event: TestEvent) {
    const created = await cms<{ doc: { id: number; code: string } }>('/invitations', {
      method: 'POST',
      body: JSON.stringify({ event: event.id, guestName: '王建国', salutation: '王总', company: '港湾重工', phone: '13911112222' }),
    })
    return created.doc
  }

  it('accepting registers the guest (their check-in code); declining cancels; the answer can change', async () => {
    const event = await makeEvent({ closesIn: -hour, startsIn: hour })
    const invitation = await invite(event)
    const client = clientAddress()
    const path = `/api/front/${event.hash}/invitation`
    const accepted = await post<{ status: string; code: string }>(path, { ...person({ name: '王建国' }), code: invitation.code.toLowerCase(), response: 'accept' }, client)
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ result: true, message: '感谢您接受邀请，期待与您相见！', data: { status: 'accepted' } })
    // The check-in code works at the venue.
    expect((await post(`/api/front/${event.hash}/sign-in`, { code: accepted.body.data.code }, client)).status).toBe(200)

    const declined = await post(path, { code: invitation.code, response: 'decline', language: 'en' }, client)
    expect(declined).toMatchObject({ status: 200, body: { data: { status: 'declined' }, message: 'Thank you for letting us know. We hope to see you another time.' } })
    const stored = await cms<{ docs: { status: string }[] }>(`/registrations?where[event][equals]=${event.id}`)
    expect(stored.docs.map((doc) => doc.status)).toEqual(['cancelled'])
    const invitationDoc = await cms<{ status: string }>(`/invitations/${invitation.id}?depth=0`)
    expect(invitationDoc.status).toBe('declined')
  })

  it('answers a contact someone else registered exactly like a new one, in body and status (issue 26)', async () => {
    const event = await makeEvent()
    const client = clientAddress()
    const registered = person()
    expect((await post(`/api/front/${event.hash}`, registered, client)).status).toBe(201)
    const path = `/api/front/${event.hash}/invitation`
    type Accepted = { status: string; code: string; displayCode: string; name: string }
    const shape = (answer: Answer<Accepted>) => ({
      status: answer.status,
      cacheControl: answer.headers.get('cache-control'),
      keys: Object.keys(answer.body),
      message: answer.body.message,
      data: { ...answer.body.data, code: codeShape.test(answer.body.data.code), displayCode: answer.body.data.displayCode === answer.body.data.code.match(/.{4}/g)!.join('-') },
    })
    for (const language of ['zh', 'en'] as const) {
      const fresh = await post<Accepted>(path, { ...person({ name: '王建国', language }), code: (await invite(event)).code, response: 'accept' }, client)
      const knownPhone = await post<Accepted>(path, { ...person({ name: '王建国', phone: registered.phone, language }), code: (await invite(event)).code, response: 'accept' }, client)
      const knownEmail = await post<Accepted>(path, { ...person({ name: '王建国', email: registered.email, language }), code: (await invite(event)).code, response: 'accept' }, client)
      expect(fresh.status).toBe(200)
      expect(shape(knownPhone)).toEqual(shape(fresh))
      expect(shape(knownEmail)).toEqual(shape(fresh))
    }
    // The registered guest's row is untouched: one registration with that phone, theirs.
    const stored = await cms<{ docs: { name: string; company: string }[] }>(`/registrations?where[phone][equals]=${registered.phone}&where[event][equals]=${event.id}&depth=0`)
    expect(stored.docs).toEqual([expect.objectContaining({ name: registered.name, company: registered.company })])
  })

  it('answers no sooner than 250 ms, known contact or new, registration or invitation (issue 26)', async () => {
    const event = await makeEvent()
    const client = clientAddress()
    const registered = person()
    const timed = async (path: string, body: unknown) => {
      const started = performance.now()
      const answer = await post(path, body, client)
      return { status: answer.status, ms: performance.now() - started }
    }
    const answers = [
      await timed(`/api/front/${event.hash}`, registered),
      await timed(`/api/front/${event.hash}`, person({ phone: registered.phone })),
      await timed(`/api/front/${event.hash}/invitation`, { ...person(), code: (await invite(event)).code, response: 'accept' }),
      await timed(`/api/front/${event.hash}/invitation`, { ...person({ email: registered.email }), code: (await invite(event)).code, response: 'accept' }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 200, 200])
    for (const answer of answers) expect(answer.ms).toBeGreaterThanOrEqual(250)
  })

  it('refuses unknown codes, missing answers, bad forms and malformed requests with 4xx', async () => {
    const event = await makeEvent()
    const invitation = await invite(event)
    const path = `/api/front/${event.hash}/invitation`
    const client = clientAddress()
    expect(await post(path, { code: 'K7QX2MPA9RTD', response: 'decline' }, client)).toMatchObject({ status: 404, body: { message: '邀请码无效，请核对邀请函上的邀请码。' } })
    expect((await post(path, { code: invitation.code }, client)).status).toBe(400)
    expect((await post(path, { code: invitation.code, response: 'maybe' }, client)).status).toBe(400)
    expect((await post(path, { response: 'decline' }, client)).status).toBe(400)
    expect((await post(path, { code: 5, response: 'decline' }, client)).status).toBe(400)
    expect(await post(path, { ...person({ email: 'bad' }), code: invitation.code, response: 'accept' }, client)).toMatchObject({ status: 400, body: { data: { field: 'email' } } })
    expect((await post(path, { code: invitation.code, response: 'decline', hacker: 1 }, client)).status).toBe(400)
    expect((await post(path, null, client, {}, 'not json')).status).toBe(400)
    expect((await post(path, null, client, { 'Content-Type': 'application/x-www-form-urlencoded' }, 'a=b')).status).toBe(415)
    expect((await get(path)).status).toBe(405)

    const over = await makeEvent({ startsIn: -10 * hour, durationHours: 2, opensIn: null, closesIn: null })
    const late = await invite(over)
    expect(await post(`/api/front/${over.hash}/invitation`, { code: late.code, response: 'decline' }, client)).toMatchObject({ status: 403, body: { data: { reason: 'ended' } } })
  })
})

describe('GET /api/front/mega1RegistrationInfo (the seeded MEGA1 launch)', () => {
  it('answers the event bound to the mega1 pages, and a guest’s invitation by code', async () => {
    const info = await get<{ event: { token: string; registration: { questions: unknown[]; state: string } }; invitation: null }>('/api/front/mega1RegistrationInfo')
    expect(info.status).toBe(200)
    expect(info.body.data.event.token).toBe('mega1')
    expect(info.body.data.event.registration.questions.length).toBeGreaterThan(0)
    expect(info.body.data.invitation).toBeNull()
    for (const language of ['zh', 'en']) {
      const personal = await get<{ invitation: Record<string, unknown> }>(`/api/front/mega1RegistrationInfo?code=${zhangCode.toLowerCase()}&language=${language}`)
      expect(personal.status).toBe(200)
      expect(personal.headers.get('cache-control')).toBe('private, no-store')
      expect(['pending', 'accepted', 'declined']).toContain(personal.body.data.invitation.status)
      // Issue 11: the details on file are masked (the link travels); the job title is not needed.
      expect(personal.body.data.invitation).toMatchObject({ code: zhangCode, salutation: '张总', guestName: '张*', company: '港湾重工集团', phone: '137****7001', email: 'z***@harbor.example' })
      expect(personal.body.data.invitation).not.toHaveProperty('jobTitle')
      expect(JSON.stringify(personal.body)).not.toMatch(/张海|13700137001|zhanghai@|智能化部部长/)
    }
    const english = await get<{ invitation: Record<string, unknown> }>(`/api/front/mega1RegistrationInfo?code=${seedCode('mega1/invitation/3')}`)
    expect(english.body.data.invitation).toMatchObject({ salutation: 'Mr S.', guestName: 'Oliver S.', phone: '+61*****5678', email: 'o***@southerncross.example' })
  })

  it('no longer knows the guessable codes of old (prefix and surname)', async () => {
    expect((await get('/api/front/mega1RegistrationInfo?code=MEGA7ZHANG')).status).toBe(404)
  })

  it('limits code lookups per client like the other event reads (429 after EVENT_READS_PER_MINUTE)', async () => {
    // The allowance is counted in fixed one-minute windows: do not start just before one ends.
    const toBoundary = 60_000 - (Date.now() % 60_000)
    if (toBoundary < 20_000) await new Promise((resolve) => setTimeout(resolve, toBoundary + 500))
    const client = clientAddress()
    const guess = (i: number) => get(`/api/front/mega1RegistrationInfo?code=K7QX2MPA${String(i).padStart(4, '2').replace(/[01]/g, 'A')}`, client)
    for (let batch = 0; batch < 15; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(batch * 20 + i)))
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 404))
    }
    const limited = await guess(300)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // The seeded guest's own code from another address still answers.
    expect((await get(`/api/front/mega1RegistrationInfo?code=${zhangCode}`)).status).toBe(200)
  })

  it('answers 404 for an unknown code, 400 for a repeated one or a bad language', async () => {
    expect((await get('/api/front/mega1RegistrationInfo?code=K7QX2MPA9RTD')).status).toBe(404)
    expect((await get('/api/front/mega1RegistrationInfo?code=%00%27')).status).toBe(404)
    expect((await get('/api/front/mega1RegistrationInfo?code=A&code=B')).status).toBe(400)
    expect((await get('/api/front/mega1RegistrationInfo?language=de')).status).toBe(400)
    expect((await call('/api/front/mega1RegistrationInfo', { method: 'POST' })).status).toBe(405)
  })
})

describe('GET /api/admin/events/{id}/registrations.csv', () => {
  it('exports an event’s registrations for administrators only', async () => {
    const event = await makeEvent()
    await post(`/api/front/${event.hash}`, person({ name: '=1+2', company: 'CSV, "Quoted" Ltd' }), clientAddress())
    const path = `/api/admin/events/${event.id}/registrations.csv`
    const anonymous = await call(path)
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toEqual({ result: false, data: { status: 401 }, message: '需要管理员登录。' })
    expect((await call(path, { headers: { Authorization: 'JWT forged.token.value' } })).status).toBe(401)

    for (const headers of [{ Authorization: `JWT ${token}` }, { Cookie: `payload-token=${token}` }] as Record<string, string>[]) {
      const response = await fetch(url(path), { headers })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(response.headers.get('content-disposition')).toContain(`${event.token}-registrations.csv`)
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
      expect(text.startsWith('\uFEFF参会码,姓名,公司')).toBe(true)
      expect(text).toContain(",'=1+2,")
      expect(text).toContain('"CSV, ""Quoted"" Ltd"')
    }
    const english = await fetch(url(`${path}?language=en`), { headers: { Authorization: `JWT ${token}` } })
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await english.arrayBuffer()).startsWith('\uFEFFCode,Name,Company')).toBe(true)
    for (const id of ['999999', 'abc', '0', '-1']) {
      const answer = await call(`/api/admin/events/${id}/registrations.csv`, { headers: { Authorization: `JWT ${token}` } })
      expect(answer.status, id).toBe(404)
    }
  })
})

describe('personal data stays behind the admin', () => {
  it('does not list registrations, invitations or events (with their registrations) to anonymous callers of the CMS API', async () => {
    for (const path of ['/api/cms/registrations', '/api/cms/invitations', '/api/cms/events?depth=1']) {
      const response = await fetch(url(path))
      expect(response.status, path).toBe(403)
    }
  })
})

describe('event pages', () => {
  // A phone asks for the /m. pages: any other browser is sent to the desktop twin (§2.3).
  const iPhone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
  const page = async (path: string) => {
    const headers = path.startsWith('/m.') ? { 'user-agent': iPhone } : undefined
    const response = await fetch(url(path), { redirect: 'manual', headers })
    return { status: response.status, location: response.headers.get('location'), text: response.status === 200 ? await response.text() : '' }
  }

  it('serves the microsite in both languages and its phone twins; /en/{token} goes to /{token}-en', async () => {
    const zh = await page('/cpdc2024')
    expect(zh.status).toBe(200)
    expect(zh.text).toContain('2024 锐途开发者大会')
    expect(zh.text).toContain('data-testid="event-microsite"')
    expect(zh.text).not.toContain('data-testid="consult-button"')
    expect((await page('/cpdc2024-en')).text).toContain('RuiTu Developer Conference 2024')
    expect((await page('/m.cpdc2024')).text).toContain('data-variant="mobile"')
    expect((await page('/m.gala2025-en')).text).toContain('RuiTu at Ten')
    const desktopOnPhonePage = await fetch(url('/m.cpdc2024-en'), { redirect: 'manual' })
    expect(desktopOnPhonePage.status).toBe(307)
    expect(desktopOnPhonePage.headers.get('location')).toMatch(/\/cpdc2024-en$/)
    const prefixed = await page('/en/cpdc2024')
    expect(prefixed.status).toBe(308)
    expect(prefixed.location).toMatch(/\/cpdc2024-en$/)
  })

  it('answers 404 for unknown tokens and addresses, and leaves the site’s own pages alone', async () => {
    for (const path of ['/nosuchevent', '/nosuchevent-en', '/m.nosuchevent', '/cpdc2024/nothing', '/m.cpdc2024/sign-in', '/nosuchevent/sign-in', '/m.sign-in/nosuchevent', '/invitation2025/ZZZZZZZZZZ', '/mega1-invitation/short', '/a/b/c']) {
      const answer = await page(path)
      expect(answer.status, path).toBe(404)
    }
    expect((await page('/mdm')).status).toBe(200)
    expect((await page('/introductory')).status).toBe(200)
  })

  it('serves the sign-in, anniversary and invitation pages', async () => {
    for (const path of [
      '/cpdc2024/sign-in',
      '/cpdc2024-en/sign-in',
      '/m.sign-in/cpdc2024',
      '/m.sign-in/gala2025-en',
      '/anniversary-sign-in',
      '/en/anniversary-sign-in',
      '/invitation2025',
      '/invitation2025/agenda',
      '/invitation2025/venue',
      '/invitation2025/register',
      `/invitation2025/${chenCode}`,
      '/en/mega1-invitation',
      '/mega1-invitation/register',
      `/mega1-invitation/${zhangCode}`,
    ]) {
      expect((await page(path)).status, path).toBe(200)
    }
    const chen = (await page(`/invitation2025/${chenCode}`)).text
    expect(chen).toContain('陈先生')
    // The personal page names the guest by salutation; it fills in no contact details (issue 11).
    expect(chen).not.toMatch(/13900139005|chensy@qihang/)
    for (const old of ['/invitation2025/GAXA25CHEN', '/mega1-invitation/MEGA7ZHANG']) expect((await page(old)).status, old).toBe(404)
  })

  it('links /cpdc-2024 to the 2024 event', async () => {
    const zh = await page('/cpdc-2024')
    expect(zh.text).toContain('href="/cpdc2024"')
    expect((await page('/en/cpdc-2024')).text).toContain('href="/cpdc2024-en"')
  })
})
