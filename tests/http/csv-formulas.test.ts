/**
 * Issue 37, item 10: a cell whose first visible character is = + - @ or its full-width form is
 * defused in the staff CSVs, whatever invisible characters (Cc, Cf, Zs, U+180E) stand before it.
 * The probe's cells: U+200B, U+180E, U+00AD and a full-width ＝, in the enquiry and audit CSVs.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { adminToken, call, clientAddress, postMessage, uniqueEmail, url } from './support'

const tag = `csv37${Date.now().toString(36)}`
const starts = ['\u200B=1+1', '\u180E=1+1', '\u00AD=1+1', '\uFF1DHYPERLINK("http://x")']
let token: string

async function csv(path: string): Promise<string> {
  const response = await fetch(url(path), { headers: { Authorization: `JWT ${token}` } })
  expect(response.status).toBe(200)
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await response.arrayBuffer()))
}

/** Every cell of a CSV text (RFC 4180 quoting), row by row. */
function cells(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(/("(?:[^"]|"")*"|[^,\r\n]*)(?:,|\r\n)/g)) {
    const cell = match[1]!
    found.push(cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell)
  }
  return found
}

beforeAll(async () => {
  token = await adminToken()
  for (const [index, start] of starts.entries()) {
    const answer = await postMessage({ email: uniqueEmail(`${tag}${index}`), language: 'en', name: start, company: start, content: `${start} ${tag}` }, clientAddress())
    expect(answer.status).toBe(201)
    // A failed sign-in records the e-mail that was tried, as typed (after trimming white space).
    const login = await call('/api/cms/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress() },
      body: JSON.stringify({ email: `${start}${tag}@example.com`, password: 'not-the-password' }),
    })
    expect(login.status).toBe(401)
  }
})

describe('issue 37: CSV cells behind invisible characters', () => {
  it('the enquiry CSV defuses each of them with a quote mark', async () => {
    const found = cells(await csv(`/api/admin/enquiries.csv?where[email][like]=${tag}`))
    for (const start of starts) {
      const ours = found.filter((cell) => cell.includes(start))
      // Content, name and company: each starts with the quote mark, then the text as sent.
      expect(ours.length, JSON.stringify(start)).toBe(3)
      expect(ours.every((cell) => cell.startsWith(`'${start}`)), JSON.stringify(ours)).toBe(true)
    }
  })

  it('the audit CSV defuses the e-mails tried at sign-in', async () => {
    const found = cells(await csv(`/api/admin/audit.csv?search=${tag}&where[action][equals]=signInFailed`))
    for (const start of starts.map((text) => text.toLowerCase())) {
      expect(found, JSON.stringify(start)).toContain(`'${start}${tag}@example.com`)
      expect(found.some((cell) => cell.startsWith(start))).toBe(false)
    }
  })
})
