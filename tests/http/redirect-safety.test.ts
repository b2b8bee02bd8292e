/**
 * Issue 37, item 6: managed redirects that would loop or leave the site are refused when saved,
 * with a message in the editor's language: a loop through the site's own absolute address, a
 * desktop ↔ phone twin loop, a path with a backslash (`/\evil.example/x`, which browsers follow
 * off-site) and one that starts `//`. Nothing refused is stored or served.
 */
import { randomBytes } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { adminToken, baseUrl } from './support'

const run = Number.parseInt(randomBytes(2).toString('hex'), 16)

/** A redirect saved through the REST API as the admin's form does; the answer's field errors. */
async function save(body: { from: string; url: string }, language: 'zh' | 'en') {
  const response = await fetch(`${baseUrl}/api/cms/redirects?locale=${language}`, {
    method: 'POST',
    headers: { Authorization: `JWT ${await adminToken()}`, 'Content-Type': 'application/json', 'Accept-Language': language },
    body: JSON.stringify({ from: body.from, to: { type: 'custom', url: body.url }, type: '308' }),
  })
  const json = (await response.json()) as { doc?: { id: number }; errors?: { data?: { errors?: { path: string; message: string }[] } }[] }
  return { status: response.status, errors: json.errors?.[0]?.data?.errors?.map(({ path, message }) => ({ path, message })) ?? [], id: json.doc?.id }
}

async function storedFrom(from: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/cms/redirects?where[from][equals]=${encodeURIComponent(from)}&depth=0`, { headers: { Authorization: `JWT ${await adminToken()}` } })
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

describe('issue 37: redirects that loop or leave the site are refused when saved', () => {
  it('a loop through the site’s own absolute address', async () => {
    const from = `/news-detail/${90000 + run}`
    for (const language of ['zh', 'en'] as const) {
      const answer = await save({ from, url: `${baseUrl}${from}` }, language)
      expect(answer.status).toBe(400)
      const chain = `${from} → ${from}`
      expect(answer.errors).toEqual([
        {
          path: 'to.url',
          message: language === 'en' ? `This redirect would make a loop: ${chain}. Point it at the final page instead.` : `这条重定向会形成循环：${chain}。请改为指向最终页面。`,
        },
      ])
    }
    expect(await storedFrom(from)).toBe(0)
  })

  it('a desktop ↔ phone twin loop, also over two redirects', async () => {
    const from = `/news-detail/${80000 + run}`
    const twin = await save({ from, url: `/m.news-detail/${80000 + run}` }, 'en')
    expect(twin.status).toBe(400)
    expect(twin.errors[0]?.message).toBe(`This redirect would make a loop: ${from} → /m.news-detail/${80000 + run}. Point it at the final page instead.`)
    const hop = `/old-hop-${run}`
    const first = await save({ from: `/m.news-detail/${70000 + run}`, url: hop }, 'en')
    expect(first.status).toBe(201)
    const back = await save({ from: hop, url: `/news-detail/${70000 + run}` }, 'zh')
    expect(back.status).toBe(400)
    expect(back.errors[0]?.message).toBe(`这条重定向会形成循环：${hop} → /news-detail/${70000 + run} → ${hop}。请改为指向最终页面。`)
    expect(await storedFrom(hop)).toBe(0)
  })

  it('a target or an old address with a backslash, or one that starts //', async () => {
    const backslash = { zh: '地址不能包含反斜杠（\\），浏览器会把它当作斜杠，跳转到其他网站。', en: 'An address may not contain a backslash (\\): browsers read it as a slash and leave the site.' }
    const slashes = { zh: '站内路径不能以 // 开头（那是另一个网站的地址）。', en: 'A site path may not start with // (that is another site’s address).' }
    for (const language of ['zh', 'en'] as const) {
      const target = await save({ from: `/leave-${run}-${language}`, url: '/\\evil.example/x' }, language)
      expect(target).toMatchObject({ status: 400, errors: [{ path: 'to.url', message: backslash[language] }] })
      const escaped = await save({ from: `/leave-${run}-${language}`, url: '/%5Cevil.example/x' }, language)
      expect(escaped).toMatchObject({ status: 400, errors: [{ path: 'to.url', message: backslash[language] }] })
      const protocolRelative = await save({ from: `/leave-${run}-${language}`, url: '//evil.example/x' }, language)
      expect(protocolRelative).toMatchObject({ status: 400, errors: [{ path: 'to.url', message: slashes[language] }] })
      const from = await save({ from: `/\\evil.example/${run}`, url: '/mdm' }, language)
      expect(from).toMatchObject({ status: 400, errors: [{ path: 'from', message: backslash[language] }] })
      const fromSlashes = await save({ from: `//evil.example/${run}`, url: '/mdm' }, language)
      expect(fromSlashes).toMatchObject({ status: 400, errors: [{ path: 'from', message: slashes[language] }] })
    }
    expect(await storedFrom(`/leave-${run}-en`)).toBe(0)
  })
})
