/**
 * Helpers for the HTTP tests: they run against a built, running server at BASE_URL with a
 * freshly seeded demo database (scripts/test.mjs starts one with TRUST_PROXY=1).
 *
 * Per-client rate limits: the server takes the client address from X-Forwarded-For when
 * TRUST_PROXY=1, so every test that POSTs uses its own address (`clientAddress()`), and the
 * tests never use up each other's allowance. The addresses come from the IPv6 documentation
 * prefix with a random part per run, so a rerun against the same server starts afresh too.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect } from 'vitest'

export const baseUrl = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '')

// An IPv6 group as its canonical form writes it (no leading zero: 0c7c would be logged as c7c).
const run = (0x1000 + (randomBytes(2).readUInt16BE() % 0xf000)).toString(16)
let clientCounter = 0
/** A client address no other test (and no earlier run) uses. */
export function clientAddress(): string {
  clientCounter += 1
  // A /64 of its own: the server counts an IPv6 client by its /64 network.
  return `2001:db8:${run}:${clientCounter.toString(16)}::1`
}

/** A unique address the spec's e-mail pattern accepts (no dots before the @). */
export function uniqueEmail(tag: string): string {
  return `${tag}${randomBytes(5).toString('hex')}@example.com`
}

/**
 * Waits, when needed, for a fresh fixed window of `windowSeconds` (the rate limits count in windows
 * aligned to the clock, src/cms/collections/RateLimits/counters.ts), so that a test counting up to
 * a limit within `needMs` does not straddle two windows: its first 429 then comes exactly at the
 * limit + 1. The server runs on this machine: one clock.
 */
export async function inOneWindow(windowSeconds: number, needMs: number): Promise<void> {
  const windowMs = windowSeconds * 1000
  const left = windowMs - (Date.now() % windowMs)
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50))
}

export interface Envelope<T = unknown> {
  result: boolean
  data: T
  message?: string
}

export interface Answer<T = unknown> {
  status: number
  headers: Headers
  body: Envelope<T>
}

/** The server log's lines (SERVER_LOG), each parsed: a JSON line as its object, any other line as `{ msg: line }`. */
export function serverLogLines(file = process.env.SERVER_LOG): Record<string, unknown>[] {
  expect(file, 'SERVER_LOG (the server log) must be set').toBeTruthy()
  return readFileSync(file!, 'utf8').split('\n').filter(Boolean).map((line) => {
    if (!line.startsWith('{')) return { msg: line }
    try {
      return JSON.parse(line) as Record<string, unknown>
    } catch {
      return { msg: line }
    }
  })
}

/** The messages of the server log's lines, in order. */
export const serverLogMessages = (): string[] => serverLogLines().map((line) => String(line.msg ?? ''))

export function url(path: string): string {
  return path.startsWith('http') ? path : `${baseUrl}${path}`
}

/** GET (or any method) and parse the JSON envelope; fails the test when the answer is not JSON. */
export async function call<T = unknown>(path: string, init: RequestInit = {}): Promise<Answer<T>> {
  const response = await fetch(url(path), { redirect: 'manual', ...init })
  const text = await response.text()
  let body: Envelope<T>
  try {
    body = JSON.parse(text) as Envelope<T>
  } catch {
    throw new Error(`${init.method ?? 'GET'} ${path}: HTTP ${response.status}, not JSON: ${text.slice(0, 300)}`)
  }
  return { status: response.status, headers: response.headers, body }
}

/** A successful public read: 200, `result: true`, the CDN cache header; returns `data`. */
export async function read<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const answer = await call<T>(path, init)
  expect(answer.status, `${path} → ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200)
  expect(answer.body.result).toBe(true)
  expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
  expect(answer.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300')
  return answer.body.data
}

/** POST a JSON body to leaveMessage from `client`. */
export function postMessage(
  body: unknown,
  client: string,
  options: { query?: string; headers?: Record<string, string>; raw?: BodyInit; method?: string } = {},
): Promise<Answer<{ id?: number; field?: string } | null>> {
  return call(`/api/front/leaveMessage${options.query ?? ''}`, {
    method: options.method ?? 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client, ...options.headers },
    body: options.raw ?? JSON.stringify(body),
  })
}

let tokenPromise: Promise<string> | null = null
/** The administrator's token (POST /api/cms/users/login), once per test file. */
export function adminToken(): Promise<string> {
  tokenPromise ??= (async () => {
    const email = process.env.ADMIN_EMAIL
    const password = process.env.ADMIN_PASSWORD
    if (!email || !password) throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set for the HTTP tests')
    const response = await fetch(url('/api/cms/users/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    const body = (await response.json()) as { token?: string }
    if (!response.ok || !body.token) throw new Error(`admin login failed: HTTP ${response.status} ${JSON.stringify(body)}`)
    return body.token
  })()
  return tokenPromise
}

export interface StoredEnquiry {
  id: number
  email: string
  content: string
  name?: string | null
  company?: string | null
  telephone?: string | null
  productModel?: string | null
  applicationIndustry?: string | null
  language: 'zh' | 'en'
  form: 'dialog' | 'quick'
  page?: string | null
  status: string
}

/** The enquiries stored with this e-mail address, read through the CMS API as the administrator. */
export async function storedEnquiries(email: string): Promise<StoredEnquiry[]> {
  const token = await adminToken()
  const response = await fetch(url(`/api/cms/enquiries?where[email][equals]=${encodeURIComponent(email)}&depth=0`), {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(response.status).toBe(200)
  const body = (await response.json()) as { docs: StoredEnquiry[] }
  return body.docs
}

export const messages = {
  contentEmpty: { zh: '请输入咨询内容！', en: 'Please enter the content of the inquiry!' },
  emailEmpty: { zh: '请输入邮箱地址！', en: 'Please input the email address!' },
  contentTooLong: {
    zh: '咨询内容过长，长度须小于200！',
    en: 'Consultation content is too long, the length must be less than 200!',
  },
  emailFormat: { zh: '邮箱格式错误！', en: 'E-mail format error!' },
  submitSuccess: { zh: '提交成功！', en: 'Submitted successfully!' },
  submitFailed: { zh: '提交失败，请刷新后重试！', en: 'Submission failed, please refresh and try again!' },
} as const
