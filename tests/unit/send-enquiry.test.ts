import { describe, expect, it } from 'vitest'

import { leaveMessagePath, sendEnquiry } from '../../src/components/enquiry/sendEnquiry'
import { networkErrorCode } from '../../src/rules/limits'
import { message } from '../../src/rules/messages'

type Call = { input: string; init: RequestInit }

function fakeFetch(status: number, body: unknown, calls: Call[] = []) {
  return async (input: string, init: RequestInit) => {
    calls.push({ input, init })
    return {
      status,
      json: async () => {
        if (body instanceof Error) throw body
        return body
      },
    }
  }
}

const values = { content: 'Need 20 tablets', email: 'buyer@example.com' }

describe('§7 leaveMessage answer handling (sendEnquiry)', () => {
  it('POSTs JSON with the language and the sending form', async () => {
    const calls: Call[] = []
    await sendEnquiry(values, { locale: 'en', form: 'quick', fetch: fakeFetch(201, { result: true }, calls) })
    expect(calls).toHaveLength(1)
    expect(calls[0]?.input).toBe(leaveMessagePath)
    expect(calls[0]?.init.method).toBe('POST')
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/json')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ ...values, language: 'en', form: 'quick' })
  })

  it('succeeds on 200, 201 and 202 with result true', async () => {
    for (const status of [200, 201, 202]) {
      const outcome = await sendEnquiry(values, { locale: 'zh', form: 'dialog', fetch: fakeFetch(status, { result: true, data: { id: 1 } }) })
      expect(outcome).toEqual({ code: status, ok: true, message: message('submitSuccess', 'zh') })
    }
    expect((await sendEnquiry(values, { locale: 'en', form: 'dialog', fetch: fakeFetch(201, { result: true }) })).message).toBe(
      'Submitted successfully!',
    )
  })

  it('fails with the server message, else "submission failed", on result false', async () => {
    expect(await sendEnquiry(values, { locale: 'zh', form: 'dialog', fetch: fakeFetch(200, { result: false, message: '已关闭' }) })).toEqual({
      code: 200,
      ok: false,
      message: '已关闭',
    })
    expect(await sendEnquiry(values, { locale: 'en', form: 'dialog', fetch: fakeFetch(200, { result: false }) })).toEqual({
      code: 200,
      ok: false,
      message: 'Submission failed, please refresh and try again!',
    })
    // A success status without result true is no success either.
    expect((await sendEnquiry(values, { locale: 'zh', form: 'dialog', fetch: fakeFetch(201, 'not an object') })).ok).toBe(false)
  })

  it('fails with the server message on other statuses, else the server-error text', async () => {
    expect(
      await sendEnquiry(values, { locale: 'en', form: 'dialog', fetch: fakeFetch(429, { result: false, message: 'Too many requests, please try again later.' }) }),
    ).toEqual({ code: 429, ok: false, message: 'Too many requests, please try again later.' })
    expect(await sendEnquiry(values, { locale: 'zh', form: 'dialog', fetch: fakeFetch(502, new SyntaxError('Unexpected token <')) })).toEqual({
      code: 502,
      ok: false,
      message: '服务器内部错误',
    })
  })

  it('maps a network failure to code -1 and 服务器内部错误', async () => {
    const failing = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await sendEnquiry(values, { locale: 'zh', form: 'dialog', fetch: failing })).toEqual({
      code: networkErrorCode,
      ok: false,
      message: '服务器内部错误',
    })
    expect(networkErrorCode).toBe(-1)
    expect((await sendEnquiry(values, { locale: 'en', form: 'dialog', fetch: failing })).message).toBe(message('serverError', 'en'))
  })
})
