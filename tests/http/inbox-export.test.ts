/**
 * GET /api/admin/enquiries.csv (issue 13): the enquiry list as the admin shows it, filtered by
 * the list's own query string, for administrators only; UTF-8 with a BOM, headers by language.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { adminToken, call, clientAddress, postMessage, storedEnquiries, uniqueEmail, url } from './support'

let token: string
const tag = `inbox${Date.now().toString(36)}`
const chinese = uniqueEmail(`${tag}zh`)
const english = uniqueEmail(`${tag}en`)
const quick = uniqueEmail(`${tag}quick`)

const exportPath = (query: string) => `/api/admin/enquiries.csv?${query}`
const ours = `where[email][like]=${tag}`

async function download(query: string, headers: Record<string, string> = { Authorization: `JWT ${token}` }) {
  const response = await fetch(url(exportPath(query)), { headers })
  const bytes = new Uint8Array(await response.arrayBuffer())
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  return { response, bytes, text, lines: text.split('\r\n').filter(Boolean) }
}

beforeAll(async () => {
  token = await adminToken()
  for (const [email, language, name] of [
    [chinese, 'zh', '张伟'],
    [english, 'en', 'Jane Doe'],
  ] as const) {
    expect((await postMessage({ email, language, name, company: '=cmd|"/c calc"!A1', content: '请报价' }, clientAddress())).status).toBe(201)
  }
  expect((await postMessage({ email: quick, content: 'quick', language: 'zh', form: 'quick' }, clientAddress())).status).toBe(201)
})

describe('GET /api/admin/enquiries.csv', () => {
  it('is for administrators only, with the envelope in the asked language', async () => {
    const anonymous = await call(exportPath(ours))
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toEqual({ result: false, data: { status: 401 }, message: '需要管理员登录。' })
    expect((await call(exportPath(`language=en&${ours}`))).body.message).toBe('Administrator login required.')
    expect((await call(exportPath(ours), { headers: { Authorization: 'JWT forged.token.value' } })).status).toBe(401)
  })

  it('answers a CSV Excel opens as UTF-8 (BOM), with the admin cookie or the token', async () => {
    for (const headers of [{ Authorization: `JWT ${token}` }, { Cookie: `payload-token=${token}` }] as Record<string, string>[]) {
      const { response, bytes, lines } = await download(ours, headers)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.csv"; filename\*=UTF-8''%E5%92%A8%E8%AF%A2/)
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      expect(lines).toHaveLength(4)
    }
  })

  it('heads the columns in the language asked (Chinese by default) and defuses formulas', async () => {
    const zh = await download(ours)
    expect(zh.text.startsWith('\uFEFF编号,收到时间,咨询内容,邮箱,姓名,')).toBe(true)
    expect(zh.text).toContain('张伟')
    expect(zh.text).toContain(`"'=cmd|""/c calc""!A1"`)
    expect(zh.text).toContain('待处理')
    const en = await download(`language=en&${ours}`)
    expect(en.text.startsWith('\uFEFFNo.,Received at,Content,Email,Name,')).toBe(true)
    expect(en.text).toContain(',New,')
    expect((await call(exportPath(`language=fr&${ours}`), { headers: { Authorization: `JWT ${token}` } })).status).toBe(400)
  })

  it('exports only what the filters show: language, form, status, search', async () => {
    const only = async (query: string) => (await download(`${ours}&${query}`)).lines.slice(1)
    expect(await only('where[language][equals]=en')).toEqual([expect.stringContaining(english)])
    expect(await only('where[form][equals]=quick')).toEqual([expect.stringContaining(quick)])
    expect(await only('search=张伟')).toEqual([expect.stringContaining(chinese)])
    const [stored] = await storedEnquiries(chinese)
    const patched = await fetch(url(`/api/cms/enquiries/${stored!.id}`), {
      method: 'PATCH',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'inProgress', staffNote: '已回电' }),
    })
    expect(patched.status).toBe(200)
    const inProgress = await only('where[status][equals]=inProgress')
    expect(inProgress).toEqual([expect.stringContaining('处理中')])
    expect(inProgress[0]).toContain('已回电')
    const received = new Date().toISOString().slice(0, 10)
    expect(await only(`where[createdAt][less_than]=2000-01-01T00:00:00.000Z`)).toEqual([])
    expect((await only(`where[createdAt][greater_than_equal]=${received}T00:00:00.000Z&where[createdAt][less_than]=2999-01-01`)).length).toBe(3)
  })

  it('refuses a filter the database cannot take with a 400 envelope, never a 5xx', async () => {
    for (const query of ['where[createdAt][greater_than_equal]=soon', 'where[nosuchfield][equals]=1', 'where=status']) {
      const answer = await call(exportPath(`language=en&${query}`), { headers: { Authorization: `JWT ${token}` } })
      expect(answer.status, query).toBe(400)
      expect(answer.body.result, query).toBe(false)
    }
    const unknown = await call(exportPath(`language=en&where[nosuchfield][equals]=1`), { headers: { Authorization: `JWT ${token}` } })
    expect(unknown.body).toEqual({ result: false, data: { status: 400, param: 'nosuchfield' }, message: 'Invalid parameter: nosuchfield.' })
  })
})
