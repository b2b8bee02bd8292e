/**
 * Issue 38, item 2, through the API the admin's edit view uses: an editor holds a document's lock
 * after their saves (POST /api/cms/editing-lock); another editor's save is refused in one plain
 * sentence naming the holder, in the language of the request, and its text is kept in that
 * editor's preferences; taking over moves the lock; leaving gives it up, but only one's own.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { adminToken } from './support'
import { rest, type StaffAccount, staffAccount } from './staff-support'

let a: StaffAccount
let b: StaffAccount
let id: number

/** A news article's admin save: a draft, in Chinese, the way the edit view's autosave sends it. */
const save = (token: string, title: string, language = 'zh') =>
  fetch(`${process.env.BASE_URL ?? 'http://127.0.0.1:3000'}/api/cms/news/${id}?locale=zh&draft=true&autosave=true`, {
    method: 'PATCH',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json', 'Accept-Language': language, Cookie: `payload-lng=${language}` },
    body: JSON.stringify({ title }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { errors?: { message: string }[] } }))

beforeAll(async () => {
  a = await staffAccount('editor', 'lock-a')
  b = await staffAccount('editor', 'lock-b')
  const created = await rest('POST', '/news?locale=zh', await adminToken(), { title: `锁 ${a.id}`, date: '2004-04-04T00:00:00.000Z', category: 1, _status: 'published' })
  expect(created.status).toBe(201)
  id = (created.body.doc as { id: number }).id
})

describe('the editing lock', () => {
  it("is held by the editor who saves; another's save is refused, named and kept", async () => {
    expect((await save(a.token, '甲的标题')).status).toBe(200)
    const held = await rest('POST', `/editing-lock?collection=news&id=${id}`, a.token)
    expect(held.body).toMatchObject({ mine: true, holder: { email: a.email } })
    expect((await rest('GET', `/editing-lock?collection=news&id=${id}`, b.token)).body).toMatchObject({ mine: false, holder: { email: a.email } })

    const refused = await save(b.token, '乙的标题')
    expect(refused.status).toBe(423)
    expect(refused.body.errors).toHaveLength(1)
    const message = refused.body.errors![0]!.message
    expect(message).toContain(a.email)
    expect(message).toMatch(/^未保存。/)
    // One sentence: the admin's toast cuts a message into a list at an ASCII colon or comma.
    expect(message).not.toMatch(/[:,]/)
    const english = await save(b.token, 'B title', 'en')
    expect(english.body.errors![0]!.message).toMatch(/^Not saved\. .* is editing this document now\./)

    const kept = await rest('GET', `/payload-preferences/${encodeURIComponent(`unsaved-text:news/${id}:zh`)}`, b.token)
    expect(kept.status).toBe(200)
    expect(kept.body.value).toMatchObject({ by: a.email, data: { title: 'B title' } })
    // Not A's to read.
    expect(((await rest('GET', `/payload-preferences/${encodeURIComponent(`unsaved-text:news/${id}:zh`)}`, a.token)).body as { value?: unknown }).value ?? null).toBeNull()
  })

  it('moves to who takes over; leaving gives up only one’s own', async () => {
    const taken = await rest('POST', `/editing-lock?collection=news&id=${id}&takeOver=1`, b.token)
    expect(taken.body).toMatchObject({ mine: true, holder: { email: b.email } })
    expect((await save(a.token, '甲又改')).status).toBe(423)
    await rest('DELETE', `/editing-lock?collection=news&id=${id}`, a.token)
    expect((await rest('GET', `/editing-lock?collection=news&id=${id}`, a.token)).body).toMatchObject({ holder: { email: b.email } })
    await rest('DELETE', `/editing-lock?collection=news&id=${id}`, b.token)
    expect((await rest('GET', `/editing-lock?collection=news&id=${id}`, a.token)).body).toMatchObject({ holder: null })
    expect((await save(a.token, '甲终于保存')).status).toBe(200)
  })

  it('answers 404 for a document one may not read, and 401 without a session', async () => {
    const sales = await staffAccount('sales', 'lock-sales')
    expect((await rest('GET', `/editing-lock?collection=news&id=${id}`, sales.token)).status).toBe(404)
    expect((await rest('GET', `/editing-lock?collection=news&id=${id}`)).status).toBe(401)
  })
})
