import { describe, expect, it } from 'vitest'
import {
  createEnquirySchema,
  enquiryEmailPattern,
  enquiryFields,
  enquiryForms,
  enquiryHoneypotField,
  firstEnquiryError,
  parseEnquiryRequest,
  quickEnquiryFields,
} from '../../src/rules/enquiry'
import { locales } from '../../src/rules/language'
import { message, messages } from '../../src/rules/messages'

const text200 = 'a'.repeat(200)
const text201 = 'a'.repeat(201)
const cjk200 = '咨'.repeat(200)
const emoji200 = '😀'.repeat(200)

const emptyValues = {
  name: '',
  company: '',
  email: '',
  telephone: '',
  productModel: '',
  applicationIndustry: '',
  content: '',
}

describe('§3 enquiry fields', () => {
  it('lists the full and quick form fields', () => {
    expect(enquiryFields).toEqual([
      'name',
      'company',
      'email',
      'telephone',
      'productModel',
      'applicationIndustry',
      'content',
    ])
    expect(quickEnquiryFields).toEqual(['content', 'email'])
    expect(enquiryForms).toEqual(['dialog', 'quick'])
    expect(enquiryHoneypotField).toBe('website')
  })
})

describe('§5 enquiry rules: order', () => {
  it('passes a valid enquiry', () => {
    expect(firstEnquiryError({ content: 'hello', email: 'abc@example.com' }, 'en')).toBeNull()
  })

  it('reports empty content first when content and email are empty', () => {
    expect(firstEnquiryError({}, 'en')).toEqual({
      field: 'content',
      messageId: 'contentEmpty',
      message: 'Please enter the content of the inquiry!',
    })
  })

  it('reports empty content before a bad email', () => {
    expect(firstEnquiryError({ content: '', email: 'x' }, 'en')?.messageId).toBe('contentEmpty')
  })

  it('reports empty email before content that is too long', () => {
    expect(firstEnquiryError({ content: text201, email: '' }, 'en')).toEqual({
      field: 'email',
      messageId: 'emailEmpty',
      message: 'Please input the email address!',
    })
  })

  it('reports too-long content before a malformed email', () => {
    expect(firstEnquiryError({ content: text201, email: 'bad' }, 'en')).toEqual({
      field: 'content',
      messageId: 'contentTooLong',
      message: 'Consultation content is too long, the length must be less than 200!',
    })
  })

  it('reports a malformed email last', () => {
    expect(firstEnquiryError({ content: text200, email: 'bad' }, 'en')).toEqual({
      field: 'email',
      messageId: 'emailFormat',
      message: 'E-mail format error!',
    })
  })

  it('answers in the requested language', () => {
    expect(firstEnquiryError({}, 'zh')?.message).toBe('请输入咨询内容！')
    expect(firstEnquiryError({ content: 'x' }, 'zh')?.message).toBe('请输入邮箱地址！')
    expect(firstEnquiryError({ content: text201, email: 'abc@example.com' }, 'zh')?.message).toBe(
      '咨询内容过长，长度须小于200！',
    )
    expect(firstEnquiryError({ content: 'x', email: 'bad' }, 'zh')?.message).toBe('邮箱格式错误！')
  })
})

describe('§5 enquiry rules: emptiness and length', () => {
  it.each([null, undefined, ''])('treats %j content as empty', (content) => {
    expect(firstEnquiryError({ content, email: 'abc@example.com' }, 'en')?.messageId).toBe('contentEmpty')
  })

  it.each([null, undefined, ''])('treats %j email as empty', (email) => {
    expect(firstEnquiryError({ content: 'x', email }, 'en')?.messageId).toBe('emailEmpty')
  })

  it('does not treat whitespace as empty', () => {
    expect(firstEnquiryError({ content: ' ', email: 'abc@example.com' }, 'en')).toBeNull()
    expect(firstEnquiryError({ content: 'x', email: ' ' }, 'en')?.messageId).toBe('emailFormat')
  })

  it('accepts 200 characters and rejects 201', () => {
    expect(firstEnquiryError({ content: text200, email: 'abc@example.com' }, 'en')).toBeNull()
    expect(firstEnquiryError({ content: text201, email: 'abc@example.com' }, 'en')?.messageId).toBe(
      'contentTooLong',
    )
  })

  it('counts CJK characters and emoji as one character each', () => {
    expect(firstEnquiryError({ content: cjk200, email: 'abc@example.com' }, 'zh')).toBeNull()
    expect(firstEnquiryError({ content: emoji200, email: 'abc@example.com' }, 'zh')).toBeNull()
    expect(firstEnquiryError({ content: `${emoji200}😀`, email: 'abc@example.com' }, 'zh')?.messageId).toBe(
      'contentTooLong',
    )
  })

  it('does not validate the other fields', () => {
    expect(
      firstEnquiryError(
        { content: 'x', email: 'abc@example.com', name: '', telephone: 'not a phone', company: 'x'.repeat(5000) },
        'en',
      ),
    ).toBeNull()
  })
})

describe('§5 enquiry rules: email pattern', () => {
  it('keeps the spec pattern exactly', () => {
    expect(enquiryEmailPattern.source).toBe('^[A-Za-z0-9][\\w-]{2,}@[A-Za-z0-9]+\\.[A-Za-z]{2,4}$')
    expect(enquiryEmailPattern.flags).toBe('')
  })

  it.each(['abc@example.com', 'a_b@example.cn', 'a-b-c@x1.info', '1ab@163.com', 'ABC@EXAMPLE.COM', 'abc@ex.io'])(
    'accepts %s',
    (email) => {
      expect(enquiryEmailPattern.test(email)).toBe(true)
      expect(firstEnquiryError({ content: 'x', email }, 'en')).toBeNull()
    },
  )

  it.each([
    'ab@example.com',
    'a.bc@example.com',
    'abc@mail.example.com',
    'abc@example.museum',
    'abc@example.c',
    '_abc@example.com',
    'abc@exa-mple.com',
    'abc@example.c0m',
    'abc@@example.com',
    'abc example@example.com',
    ' abc@example.com',
    'abc@example.com ',
    'abc',
  ])('rejects %s', (email) => {
    expect(enquiryEmailPattern.test(email)).toBe(false)
    expect(firstEnquiryError({ content: 'x', email }, 'en')?.messageId).toBe('emailFormat')
  })
})

describe('§5 enquiry schema (browser forms)', () => {
  it('accepts a valid quick form and fills the other fields with empty strings', () => {
    const result = createEnquirySchema('en').safeParse({ content: 'hi', email: 'abc@example.com' })
    expect(result.success).toBe(true)
    expect(result.data).toEqual({ ...emptyValues, content: 'hi', email: 'abc@example.com' })
  })

  it('turns null and undefined into empty strings', () => {
    const result = createEnquirySchema('en').safeParse({
      content: 'hi',
      email: 'abc@example.com',
      name: null,
      company: undefined,
    })
    expect(result.data).toEqual({ ...emptyValues, content: 'hi', email: 'abc@example.com' })
  })

  it('reports only the first failure, at its field, in the requested language', () => {
    const zh = createEnquirySchema('zh').safeParse({ ...emptyValues })
    expect(zh.success).toBe(false)
    expect(zh.error?.issues).toHaveLength(1)
    expect(zh.error?.issues[0]?.path).toEqual(['content'])
    expect(zh.error?.issues[0]?.message).toBe('请输入咨询内容！')

    const en = createEnquirySchema('en').safeParse({ content: 'x', email: 'a.bc@example.com' })
    expect(en.error?.issues).toHaveLength(1)
    expect(en.error?.issues[0]?.path).toEqual(['email'])
    expect(en.error?.issues[0]?.message).toBe('E-mail format error!')
  })
})

describe('§7 leaveMessage request parsing', () => {
  it('accepts a quick form with a numeric language code', () => {
    expect(parseEnquiryRequest({ content: 'hi', email: 'abc@example.com', language: 1, form: 'quick' })).toEqual({
      ok: true,
      enquiry: { ...emptyValues, content: 'hi', email: 'abc@example.com', language: 'en', form: 'quick' },
      honeypotTripped: false,
    })
  })

  it('accepts a full form and defaults form to dialog and language to zh', () => {
    const full = {
      name: 'Li Lei',
      company: 'ACME',
      email: 'abc@example.com',
      telephone: '+86 123',
      productModel: 'VT-10',
      applicationIndustry: 'mining',
      content: '你好',
    }
    expect(parseEnquiryRequest(full)).toEqual({
      ok: true,
      enquiry: { ...full, language: 'zh', form: 'dialog' },
      honeypotTripped: false,
    })
  })

  it.each([
    ['zh', 'zh'],
    ['en', 'en'],
    [0, 'zh'],
    [1, 'en'],
    ['0', 'zh'],
    ['1', 'en'],
    [null, 'zh'],
    [undefined, 'zh'],
  ] as const)('reads language %j as %s', (language, expected) => {
    const result = parseEnquiryRequest({ content: 'hi', email: 'abc@example.com', language })
    expect(result.ok && result.enquiry.language).toBe(expected)
  })

  it.runIf(locales.includes('ru'))('reads language "ru" and 2 as Russian, and answers in Russian (issue 40)', () => {
    for (const language of ['ru', 2, '2']) {
      const result = parseEnquiryRequest({ content: 'hi', email: 'abc@example.com', language })
      expect(result.ok && result.enquiry.language).toBe('ru')
    }
    expect(parseEnquiryRequest({ content: '', email: 'abc@example.com', language: 2 })).toMatchObject({ ok: false, messageId: 'contentEmpty', message: messages.contentEmpty.ru })
  })

  it.each(['fr', '', 9, true, {}, ...(locales.includes('ru') ? [] : ['ru', 2])])('rejects the language %j in Chinese', (language) => {
    expect(parseEnquiryRequest({ content: 'hi', email: 'abc@example.com', language })).toEqual({
      ok: false,
      status: 400,
      messageId: 'invalidLanguage',
      message: message('invalidLanguage', 'zh'),
      field: 'language',
    })
  })

  it('applies the rules in the request language', () => {
    expect(parseEnquiryRequest({ content: '', email: '', language: 'en' })).toEqual({
      ok: false,
      status: 400,
      messageId: 'contentEmpty',
      message: 'Please enter the content of the inquiry!',
      field: 'content',
    })
    expect(parseEnquiryRequest({ content: 'x'.repeat(201), email: 'bad', language: 0 })).toEqual({
      ok: false,
      status: 400,
      messageId: 'contentTooLong',
      message: '咨询内容过长，长度须小于200！',
      field: 'content',
    })
    expect(parseEnquiryRequest({ content: 'x', email: 'ab@example.com', language: '1' })).toEqual({
      ok: false,
      status: 400,
      messageId: 'emailFormat',
      message: 'E-mail format error!',
      field: 'email',
    })
  })

  it('rejects an unknown key, naming it, in the request language', () => {
    expect(parseEnquiryRequest({ content: 'hi', email: 'abc@example.com', language: 'en', phone: '1' })).toEqual({
      ok: false,
      status: 400,
      messageId: 'unknownField',
      message: 'Unknown field: phone.',
      field: 'phone',
    })
  })

  it('reports an unknown key in Chinese when the language is not parseable', () => {
    const result = parseEnquiryRequest({ content: 'hi', email: 'abc@example.com', language: 'fr', extra: 1 })
    expect(result).toMatchObject({ ok: false, messageId: 'unknownField', message: '未知字段：extra。' })
  })

  it('rejects an own __proto__ key from JSON', () => {
    const body: unknown = JSON.parse('{"content":"hi","email":"abc@example.com","__proto__":{"x":1}}')
    expect(parseEnquiryRequest(body)).toMatchObject({ ok: false, messageId: 'unknownField', field: '__proto__' })
  })

  it.each([
    ['email', 123],
    ['content', ['hi']],
    ['name', 1],
    ['form', 1],
    ['website', true],
  ])('rejects a non-string %s', (field, value) => {
    expect(parseEnquiryRequest({ content: 'hi', email: 'abc@example.com', language: 'en', [field]: value })).toEqual({
      ok: false,
      status: 400,
      messageId: 'invalidField',
      message: `Field ${field} has the wrong type.`,
      field,
    })
  })

  it('reports a type error in Chinese by default', () => {
    expect(parseEnquiryRequest({ content: 5, email: 'abc@example.com' })).toMatchObject({
      ok: false,
      messageId: 'invalidField',
      message: '字段 content 的类型不正确。',
    })
  })

  it('accepts null for optional fields and treats null content as empty', () => {
    const ok = parseEnquiryRequest({ content: 'hi', email: 'abc@example.com', name: null, form: null })
    expect(ok).toMatchObject({ ok: true, enquiry: { name: '', form: 'dialog' } })
    expect(parseEnquiryRequest({ content: null, email: 'abc@example.com' })).toMatchObject({
      ok: false,
      messageId: 'contentEmpty',
    })
  })

  it('rejects an unknown form', () => {
    expect(parseEnquiryRequest({ content: 'hi', email: 'abc@example.com', form: 'popup', language: 'en' })).toEqual({
      ok: false,
      status: 400,
      messageId: 'badRequest',
      message: 'Invalid parameter: form.',
      field: 'form',
    })
  })

  it.each([[[]], [null], ['content=hi'], [42], [undefined], [new Date()]])('rejects the non-object body %j', (body) => {
    expect(parseEnquiryRequest(body)).toEqual({
      ok: false,
      status: 400,
      messageId: 'invalidBody',
      message: '请求体必须是 JSON 对象。',
    })
  })

  it('flags a filled honeypot but still parses', () => {
    expect(parseEnquiryRequest({ content: 'hi', email: 'abc@example.com', website: 'http://spam' })).toEqual({
      ok: true,
      enquiry: { ...emptyValues, content: 'hi', email: 'abc@example.com', language: 'zh', form: 'dialog' },
      honeypotTripped: true,
    })
  })

  it.each([[''], [null], [undefined]])('does not flag an empty honeypot (%j)', (website) => {
    const result = parseEnquiryRequest({ content: 'hi', email: 'abc@example.com', website })
    expect(result).toMatchObject({ ok: true, honeypotTripped: false })
  })

  it('does not put the honeypot or unknown data into the enquiry', () => {
    const result = parseEnquiryRequest({ content: 'hi', email: 'abc@example.com', website: 'x' })
    expect(result.ok && Object.keys(result.enquiry).sort()).toEqual(
      [...enquiryFields, 'language', 'form'].sort(),
    )
  })
})

describe('issue 29: an enquiry about a partner or an MDM estimate (the same schema, extended)', () => {
  const base = { content: 'hi', email: 'abc@example.com', language: 'en' }
  const estimate = { tier: 'enterprise', users: 40, devices: 650, storage: 1000, vouchers: 500 }

  it('takes the partner id and the estimate beside the fields', () => {
    expect(parseEnquiryRequest({ ...base, partner: 7, estimate })).toMatchObject({ ok: true, enquiry: { content: 'hi', partner: 7, estimate } })
  })

  it('leaves them out when absent or null', () => {
    const result = parseEnquiryRequest({ ...base, partner: null, estimate: null })
    expect(result.ok).toBe(true)
    if (result.ok) expect(Object.keys(result.enquiry)).not.toEqual(expect.arrayContaining(['partner']))
    if (result.ok) expect('estimate' in result.enquiry).toBe(false)
  })

  it.each([
    ['partner', '7'],
    ['partner', 0],
    ['partner', -3],
    ['partner', 1.5],
    ['partner', { id: 7 }],
    ['estimate', 'enterprise'],
    ['estimate', { ...estimate, tier: 'gold' }],
    ['estimate', { ...estimate, devices: 0 }],
    ['estimate', { ...estimate, users: 2.5 }],
    ['estimate', { ...estimate, storage: -100 }],
    ['estimate', { ...estimate, vouchers: '5' }],
    ['estimate', { ...estimate, devices: 10_000_001 }],
    ['estimate', { ...estimate, price: 1 }],
    ['estimate', { tier: 'basic' }],
  ])('refuses %s = %j with a 400 naming the field', (field, value) => {
    expect(parseEnquiryRequest({ ...base, [field]: value })).toEqual({
      ok: false,
      status: 400,
      messageId: 'badRequest',
      message: `Invalid parameter: ${field}.`,
      field,
    })
  })

  it('still checks the §5 rules first-failure-only, in the request language', () => {
    expect(parseEnquiryRequest({ content: '', email: '', language: 'zh', partner: 7 })).toMatchObject({ ok: false, messageId: 'contentEmpty', message: '请输入咨询内容！' })
  })
})
