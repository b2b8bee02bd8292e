/**
 * The event rules (issue 6; docs/events.md): addresses and twins, codes, contact details, windows,
 * limits, the registration schema shared by browser and server, and the messages.
 */
import { randomInt } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import zhMessages from '../../src/i18n/messages/zh/events.json'
import enMessages from '../../src/i18n/messages/en/events.json'
import {
  eventDesktopTwin,
  eventMobileTwin,
  eventPaths,
  eventSegment,
  isEventToken,
  parseEventSegment,
  reservedEventTokens,
} from '../../src/rules/eventRoutes'
import {
  checkInState,
  classifySignInInput,
  eventLimitDefaults,
  eventLimitsFromEnv,
  eventMessage,
  eventMessages,
  formatEventSpan,
  invitationState,
  isEventHash,
  normaliseEmail,
  normalisePhone,
  registrationState,
  isPlainCompanyName,
  seatsBand,
  seatsLeft,
} from '../../src/rules/events'
import { codePattern, formatCode, makeCode, normaliseCode } from '../../src/rules/personalCodes'
import { maskName } from '../../src/rules/privacy'
import { createRegistrationSchema, parseRegistrationRequest, type EventQuestion } from '../../src/rules/registration'

const hour = 3_600_000

describe('event addresses (spec §2.1 {token} and {token}-en, §2.2 mobile twins)', () => {
  it('parses the four microsite forms and nothing else', () => {
    expect(parseEventSegment('cpdc2024')).toEqual({ token: 'cpdc2024', language: 'zh', mobile: false })
    expect(parseEventSegment('cpdc2024-en')).toEqual({ token: 'cpdc2024', language: 'en', mobile: false })
    expect(parseEventSegment('m.cpdc2024')).toEqual({ token: 'cpdc2024', language: 'zh', mobile: true })
    expect(parseEventSegment('m.cpdc2024-en')).toEqual({ token: 'cpdc2024', language: 'en', mobile: true })
    for (const segment of ['', 'm.', '-en', 'CPDC2024', 'cpdc-2024', 'cpdc2024-zh', 'cpdc2024-en-en', 'm.m.cpdc2024', '2024cpdc', 'ab', 'mdm', 'm.index', 'm.guideline-en', '%E0%A4%A', 'a'.repeat(33)]) {
      expect(parseEventSegment(segment), segment).toBeNull()
    }
  })

  it('refuses tokens that site pages use, so a static route never hides a microsite', () => {
    for (const token of ['mdm', 'introductory', 'index', 'admin', 'api', 'en', 'zh']) expect(isEventToken(token)).toBe(false)
    expect(isEventToken('cpdc2024')).toBe(true)
    expect(reservedEventTokens.has('invitation2025')).toBe(true)
  })

  it('builds every event path', () => {
    expect(eventSegment('gala2025', 'en')).toBe('gala2025-en')
    expect(eventPaths.microsite('cpdc2024', 'zh')).toBe('/cpdc2024')
    expect(eventPaths.microsite('cpdc2024', 'en')).toBe('/cpdc2024-en')
    expect(eventPaths.mobileMicrosite('cpdc2024', 'en')).toBe('/m.cpdc2024-en')
    expect(eventPaths.signIn('cpdc2024', 'en')).toBe('/cpdc2024-en/sign-in')
    expect(eventPaths.mobileSignIn('cpdc2024', 'zh')).toBe('/m.sign-in/cpdc2024')
    expect(eventPaths.anniversarySignIn()).toBe('/anniversary-sign-in')
    expect(eventPaths.invitation('invitation2025')).toBe('/invitation2025')
    expect(eventPaths.invitationAgenda('mega1-invitation')).toBe('/mega1-invitation/agenda')
    expect(eventPaths.invitationVenue('mega1-invitation')).toBe('/mega1-invitation/venue')
    expect(eventPaths.invitationRegister('invitation2025')).toBe('/invitation2025/register')
    expect(eventPaths.personalInvitation('mega1-invitation', 'ABCD2345EF')).toBe('/mega1-invitation/ABCD2345EF')
  })

  it('pairs desktop and mobile event pages both ways (for the device redirects of §2.3)', () => {
    const pairs: [string, string][] = [
      ['/cpdc2024', '/m.cpdc2024'],
      ['/cpdc2024-en', '/m.cpdc2024-en'],
      ['/cpdc2024/sign-in', '/m.sign-in/cpdc2024'],
      ['/cpdc2024-en/sign-in', '/m.sign-in/cpdc2024-en'],
    ]
    for (const [desktop, mobile] of pairs) {
      expect(eventMobileTwin(desktop)).toBe(mobile)
      expect(eventDesktopTwin(mobile)).toBe(desktop)
      expect(eventMobileTwin(mobile)).toBeNull()
      expect(eventDesktopTwin(desktop)).toBeNull()
    }
    expect(eventMobileTwin('/cpdc2024/')).toBe('/m.cpdc2024')
    for (const path of ['/', '/mdm', '/product-list', '/news-list/3', '/invitation2025', '/cpdc2024/agenda', '/m.index', '/m.mdm', '/m.news-list/3', '/anniversary-sign-in']) {
      expect(eventMobileTwin(path), path).toBeNull()
      expect(eventDesktopTwin(path), path).toBeNull()
    }
  })
})

describe('codes and hashes', () => {
  it('draws codes from the unambiguous alphabet, 12 characters (60 bits)', () => {
    for (let i = 0; i < 200; i++) expect(makeCode(randomInt)).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{12}$/)
    expect('ABCDEFGHJKLMNPQRSTUVWXYZ23456789'.split('').every((char) => codePattern.test(char.repeat(12)))).toBe(true)
    for (const char of ['0', 'O', '1', 'I']) expect(codePattern.test(char.repeat(12))).toBe(false)
  })

  it('reads a code as people type it and shows it in groups of four', () => {
    expect(normaliseCode(' 7kqx-2mpa-9rtd ')).toBe('7KQX2MPA9RTD')
    expect(normaliseCode('７ＫＱＸ２ＭＰＡ')).toBe('7KQX2MPA')
    expect(formatCode('7KQX2MPA9RTD')).toBe('7KQX-2MPA-9RTD')
    expect(formatCode('7KQX2MPA9RTDWX')).toBe('7KQX-2MPA-9RTD-WX')
  })

  it('recognises an event hash: 24 lower-case hex digits', () => {
    expect(isEventHash('0123456789abcdef01234567')).toBe(true)
    for (const value of ['0123456789ABCDEF01234567', '0123456789abcdef0123456', 'zz23456789abcdef01234567', 123, null]) expect(isEventHash(value)).toBe(false)
  })
})

describe('contact details', () => {
  it('stores mainland mobile numbers as 11 digits, whatever the spelling', () => {
    for (const value of ['13800138000', '138 0013 8000', '138-0013-8000', '+86 138 0013 8000', '+8613800138000', '008613800138000', '8613800138000', '１３８００１３８０００', '(138) 0013.8000']) {
      expect(normalisePhone(value), value).toBe('13800138000')
    }
  })

  it('stores other numbers in E.164 and refuses what is not a phone number', () => {
    expect(normalisePhone('+49 151 1234 5678')).toBe('+4915112345678')
    expect(normalisePhone('0049 151 1234 5678')).toBe('+4915112345678')
    for (const value of ['', '12345', '23800138000', '1380013800', '138001380001', '+0123456789', 'abc', '+1 234', '1'.repeat(30)]) expect(normalisePhone(value), value).toBeNull()
  })

  it('lower-cases and trims e-mail addresses', () => {
    expect(normaliseEmail('  Li.Lei@Example.COM ')).toBe('li.lei@example.com')
  })

  it('tells a phone number from a code in the sign-in box', () => {
    expect(classifySignInInput('138 0013 8000')).toEqual({ phone: '13800138000' })
    expect(classifySignInInput('7kqx-2mpa-9rtd')).toEqual({ code: '7KQX2MPA9RTD' })
    expect(classifySignInInput('   ')).toBeNull()
    expect(classifySignInInput('x'.repeat(40))).toBeNull()
  })

  it('masks names for whoever holds only a phone number', () => {
    expect(maskName('王小明')).toBe('王*明')
    expect(maskName('张三')).toBe('张*')
    expect(maskName('欧阳娜娜')).toBe('欧**娜')
    expect(maskName('Chen Qiming')).toBe('Chen Q.')
    expect(maskName('Anna Maria Keller')).toBe('Anna M. K.')
    expect(maskName('X')).toBe('*')
  })
})

describe('registration, check-in and invitation windows', () => {
  const now = Date.UTC(2026, 5, 1)
  const event = {
    startsAt: new Date(now + 10 * 24 * hour),
    endsAt: new Date(now + 10 * 24 * hour + 8 * hour),
    registrationOpensAt: new Date(now - hour),
    registrationClosesAt: new Date(now + 5 * 24 * hour),
    capacity: 100,
  }

  it('is open inside the window with seats left, full without, closed after, ended after the event', () => {
    expect(registrationState(event, 0, now)).toBe('open')
    expect(registrationState(event, 99, now)).toBe('open')
    expect(registrationState(event, 100, now)).toBe('full')
    expect(registrationState(event, 0, now - 2 * hour)).toBe('notOpen')
    expect(registrationState(event, 0, now + 5 * 24 * hour)).toBe('closed')
    expect(registrationState(event, 0, now + 11 * 24 * hour)).toBe('ended')
    // Without a window end, registration closes when the event starts; without capacity it never fills.
    const open = { ...event, registrationClosesAt: null, capacity: null }
    expect(registrationState(open, 10_000, now + 9 * 24 * hour)).toBe('open')
    expect(registrationState(open, 0, now + 10 * 24 * hour)).toBe('closed')
    expect(seatsLeft(event, 30)).toBe(70)
    expect(seatsLeft(event, 130)).toBe(0)
    expect(seatsLeft(open, 30)).toBeNull()
    expect(seatsLeft({ capacity: 0 }, 30)).toBeNull()
  })

  it('tells the public a band of seats left, not the count (issue 26)', () => {
    expect(seatsBand({ capacity: 100 }, 0)).toBe('available')
    expect(seatsBand({ capacity: 100 }, 89)).toBe('available')
    expect(seatsBand({ capacity: 100 }, 90)).toBe('few')
    expect(seatsBand({ capacity: 100 }, 99)).toBe('few')
    expect(seatsBand({ capacity: 100 }, 100)).toBe('full')
    expect(seatsBand({ capacity: 100 }, 130)).toBe('full')
    expect(seatsBand({ capacity: 8 }, 2)).toBe('available')
    expect(seatsBand({ capacity: 8 }, 3)).toBe('few')
    expect(seatsBand({ capacity: 40 }, 34)).toBe('available')
    expect(seatsBand({ capacity: 40 }, 35)).toBe('few')
    expect(seatsBand({ capacity: null }, 5)).toBeNull()
  })

  it('opens check-in 24 hours before the start and closes it 12 hours after the end', () => {
    const start = event.startsAt.getTime()
    const end = event.endsAt.getTime()
    expect(checkInState(event, start - 25 * hour)).toBe('notOpen')
    expect(checkInState(event, start - 23 * hour)).toBe('open')
    expect(checkInState(event, end + 11 * hour)).toBe('open')
    expect(checkInState(event, end + 13 * hour)).toBe('closed')
  })

  it('takes invitation answers until the event ends', () => {
    expect(invitationState(event, event.endsAt.getTime() - 1)).toBe('open')
    expect(invitationState(event, event.endsAt.getTime())).toBe('ended')
  })
})

describe('event limits from the environment', () => {
  it('uses positive whole numbers and falls back to the defaults on anything else', () => {
    expect(eventLimitsFromEnv({})).toEqual(eventLimitDefaults)
    const limits = eventLimitsFromEnv({ EVENT_READS_PER_MINUTE: '50', EVENT_WRITES_PER_MINUTE: '0', EVENT_REGISTRATIONS_PER_WINDOW: '-3', EVENT_MAX_BODY_BYTES: '1e4', EVENT_REGISTRATION_WINDOW_SECONDS: ' 60 ' })
    expect(limits).toEqual({ ...eventLimitDefaults, readsPerMinute: 50, registrationWindowSeconds: 60 })
  })
})

const questions: EventQuestion[] = [
  { key: 'focus', label: '方向', type: 'single', required: true, options: [{ value: 'android', label: 'Android' }, { value: 'linux', label: 'Linux' }] },
  { key: 'topics', label: '话题', type: 'multiple', required: false, options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] },
  { key: 'note', label: '备注', type: 'text', required: false, options: [] },
]

const valid = { name: ' 李雷 ', company: '北辰物流', jobTitle: '工程师', phone: '+86 138 0013 8000', email: 'Li.Lei@Example.com', answers: { focus: 'android', topics: ['a'], note: '' } }

function issues(locale: 'zh' | 'en', input: unknown) {
  const parsed = createRegistrationSchema(locale, questions).safeParse(input)
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the registration schema (one schema for the browser and the server)', () => {
  it('accepts a complete form and gives the normalised values', () => {
    const parsed = createRegistrationSchema('zh', questions).parse(valid)
    expect(parsed).toEqual({ name: '李雷', company: '北辰物流', jobTitle: '工程师', phone: '13800138000', email: 'li.lei@example.com', answers: { focus: 'android', topics: ['a'] } })
  })

  it('names every missing field once, in the visitor’s language', () => {
    expect(issues('zh', {})).toEqual({
      name: '请输入姓名',
      company: '请输入公司名称',
      jobTitle: '请输入职位',
      phone: '请输入手机号码',
      email: '请输入邮箱地址',
      'answers.focus': '请回答：方向',
    })
    expect(issues('en', { ...valid, name: '   ', answers: {} })).toEqual({ name: 'Please enter your name.', 'answers.focus': 'Please answer: 方向' })
  })

  it('checks formats and lengths', () => {
    expect(issues('en', { ...valid, phone: '12345', email: 'li@lei' })).toEqual({
      phone: expect.stringContaining('valid mobile number'),
      email: 'Please enter a valid e-mail address.',
    })
    expect(issues('zh', { ...valid, name: '名'.repeat(51), company: 'x'.repeat(101), jobTitle: 'y'.repeat(51) })).toEqual({
      name: '姓名不能超过 50 个字',
      company: '公司名称不能超过 100 个字',
      jobTitle: '职位不能超过 50 个字',
    })
    expect(issues('zh', { ...valid, name: '名'.repeat(50) })).toEqual({})
  })

  it('checks answers against the event’s questions', () => {
    expect(issues('en', { ...valid, answers: { focus: 'windows' } })).toEqual({ 'answers.focus': 'Please choose one of the options for “方向”.' })
    expect(issues('en', { ...valid, answers: { focus: 'linux', topics: ['a', 'c'] } })).toEqual({ 'answers.topics': 'Please choose one of the options for “话题”.' })
    expect(issues('en', { ...valid, answers: { focus: 'linux', topics: ['a', 'a'] } })).toHaveProperty('answers.topics')
    expect(issues('zh', { ...valid, answers: { focus: 'linux', note: '字'.repeat(201) } })).toEqual({ 'answers.note': '“备注”的回答不能超过 200 个字' })
    const required: EventQuestion[] = [{ key: 'tags', label: 'Tags', type: 'multiple', required: true, options: [{ value: 'x', label: 'X' }] }]
    expect(createRegistrationSchema('en', required).safeParse({ ...valid, answers: { tags: [] } }).success).toBe(false)
    expect(createRegistrationSchema('en', required).parse({ ...valid, answers: { tags: 'x' } }).answers).toEqual({ tags: ['x'] })
  })
})

describe('the registration request (POST /api/front/{hash})', () => {
  it('accepts a valid body, with its language, source and honeypot', () => {
    const parsed = parseRegistrationRequest({ ...valid, language: 1, source: 'mobile', website: '' }, questions)
    expect(parsed).toMatchObject({ ok: true, language: 'en', source: 'mobile', honeypotTripped: false })
    expect(parseRegistrationRequest({ ...valid, website: 'http://spam' }, questions)).toMatchObject({ ok: true, honeypotTripped: true, language: 'zh', source: 'web' })
  })

  it('refuses malformed bodies with a 400 and the field at fault', () => {
    expect(parseRegistrationRequest(null, questions)).toMatchObject({ ok: false, status: 400, message: '请求体必须是 JSON 对象。' })
    expect(parseRegistrationRequest([], questions)).toMatchObject({ ok: false, status: 400 })
    expect(parseRegistrationRequest({ ...valid, admin: true }, questions)).toMatchObject({ ok: false, field: 'admin', message: '未知字段：admin。' })
    expect(parseRegistrationRequest({ ...valid, name: 42, language: 'en' }, questions)).toMatchObject({ ok: false, field: 'name', message: 'Field name has the wrong type.' })
    expect(parseRegistrationRequest({ ...valid, language: 'fr' }, questions)).toMatchObject({ ok: false, field: 'language' })
    expect(parseRegistrationRequest({ ...valid, source: 'desk' }, questions)).toMatchObject({ ok: false, field: 'source' })
    expect(parseRegistrationRequest({ ...valid, answers: [] }, questions)).toMatchObject({ ok: false, field: 'answers' })
    expect(parseRegistrationRequest({ ...valid, answers: { focus: 'linux', salary: '1' } }, questions)).toMatchObject({ ok: false, field: 'answers.salary', message: '未知的问题：salary。' })
    expect(parseRegistrationRequest({ ...valid, answers: { focus: { $ne: 1 } } }, questions)).toMatchObject({ ok: false, field: 'answers.focus' })
    expect(parseRegistrationRequest({ ...valid, email: '', language: 'en' }, questions)).toMatchObject({ ok: false, field: 'email', message: 'Please enter your e-mail address.' })
  })

  it('lets an invitation answer carry its own keys', () => {
    expect(parseRegistrationRequest({ ...valid, code: 'X', response: 'accept' }, questions, ['code', 'response'])).toMatchObject({ ok: true })
    expect(parseRegistrationRequest({ ...valid, code: 'X' }, questions)).toMatchObject({ ok: false, field: 'code' })
  })
})

describe('event messages and UI strings', () => {
  it('has every message in Chinese and English with the same placeholders', () => {
    for (const [id, text] of Object.entries(eventMessages)) {
      expect(text.zh, id).toBeTruthy()
      expect(text.en, id).toBeTruthy()
      expect(text.en, id).not.toMatch(/[\u4e00-\u9fff]/)
      const names = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
      expect(names(text.en), id).toEqual(names(text.zh))
    }
    expect(eventMessage('alreadySignedIn', 'en', { time: '09:30' })).toBe('You already checked in at 09:30; no need to check in again.')
  })

  it('has the same UI string keys in both languages', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' ? Object.entries(value).flatMap(([key, child]) => keys(child, `${prefix}${key}.`)) : [prefix.slice(0, -1)]
    expect(keys(enMessages).sort()).toEqual(keys(zhMessages).sort())
  })

  it('shows event times in the venue’s time zone', () => {
    expect(formatEventSpan('2024-11-16T01:00:00.000Z', '2024-11-16T09:30:00.000Z', 'zh')).toBe('2024年11月16日周六 09:00–17:30')
    expect(formatEventSpan('2024-11-16T01:00:00.000Z', '2024-11-16T09:30:00.000Z', 'en')).toBe('Sat, 16 November 2024, 09:00–17:30 (UTC+8)')
    expect(formatEventSpan('2024-11-16T01:00:00.000Z', '2024-11-17T09:30:00.000Z', 'en')).toContain(' – ')
  })
})

describe('company suggestions are plain names (issue 26)', () => {
  it('keeps names people write, leaves out formulas, markup, addresses and control characters', () => {
    for (const name of ['Zebra Mining', '斑马物流有限公司', 'A&B (Shenzhen) Co., Ltd.', "O'Brien-Smith GmbH", 'Zulu 100% Ltd']) expect(isPlainCompanyName(name), name).toBe(true)
    for (const name of ['=HYPERLINK("http://x","a")', ' =1+1', '\n=1', '+86 Ltd', '-x', '@cmd', 'a<script>', 'see https://x.example', 'tab\there', '   ', '']) {
      expect(isPlainCompanyName(name), JSON.stringify(name)).toBe(false)
    }
  })
})
