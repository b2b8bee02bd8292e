/**
 * Settings and timing of staff mail (issue 13, "Staff e-mail"; docs/deploy.md#environment).
 * Pure: every function takes the environment or the values it needs.
 */
import { languageValue } from '@rugged/front-door'

import type { Locale } from './language'

type Env = Readonly<Record<string, string | undefined>>

/**
 * Wait before the next delivery attempt after `failures` failed ones: 10 s, doubling, at most
 * 10 min, and never giving up. A notice is only ever late, never lost: a mail server away for a
 * day gets one attempt per notice every 10 min, and is caught up with at most 10 min after it
 * returns. The doubling spares a struggling server a flood of retries.
 */
export const mailRetryFirstMs = 10_000
export const mailRetryMaxMs = 10 * 60_000
export function mailRetryDelayMs(failures: number): number {
  return Math.min(mailRetryFirstMs * 2 ** Math.max(0, failures - 1), mailRetryMaxMs)
}

/** How long one delivery attempt waits on a mail server (nodemailer's transport limits): a silent server fails within seconds and the queue retries. */
export const smtpTimeoutsMs = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const

/**
 * A job still marked as processing this long after its last update was claimed by a run that
 * never finished: its instance was killed, or the database went away between the claim and the
 * bookkeeping (a PostgreSQL restart mid-run leaves every job of that round so). Runs hold the
 * lock, so only a run that lost it with its connection can still be at a job; 2 minutes is well
 * past the longest delivery attempt (smtpTimeoutsMs together) and well under SiteOutboxStuck's
 * 10 minutes, which a forgotten job would otherwise trip by itself.
 */
export const orphanedAfterMs = 2 * 60_000

/** ENQUIRY_NOTIFY_TO: a comma-separated list of addresses; empty means nobody is told. */
export function notifyRecipients(env: Env): string[] {
  return (env.ENQUIRY_NOTIFY_TO ?? '').split(',').map((address) => address.trim()).filter(Boolean)
}

/** The language staff notices are written in: a site language, or each in the visitor's own. */
export type NoticeLanguage = Locale | 'visitor'

/**
 * ENQUIRY_NOTIFY_LANGUAGE: the staff's language for notices (zh by default, like the admin), or
 * `visitor` for each notice in the language the visitor wrote in (issue 40: a Russian enquiry's
 * notice in Russian, for a team that answers each market in its language).
 */
export function notifyLanguage(env: Env): NoticeLanguage {
  const value = env.ENQUIRY_NOTIFY_LANGUAGE?.trim() ?? ''
  return value === 'visitor' ? value : (languageValue(value) ?? 'zh')
}

/** The language of one notice, for a record written in `visitor`. */
export function noticeLanguage(setting: NoticeLanguage, visitor: Locale): Locale {
  return setting === 'visitor' ? visitor : setting
}

export interface SmtpSettings {
  host: string
  port: number
  secure: boolean
  auth?: { user: string; pass: string }
  fromName: string
  fromAddress: string
}

const yes = (value: string | undefined) => ['1', 'true', 'yes'].includes(String(value ?? '').trim().toLowerCase())

/**
 * MAIL_FROM is `Name <address>` or a bare address; without it the site's own host name sends.
 * `siteHost` is SITE_URL's host name.
 */
export function mailFrom(env: Env, siteHost: string): { fromName: string; fromAddress: string } {
  const raw = (env.MAIL_FROM ?? '').trim()
  const named = /^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/.exec(raw)
  if (named) return { fromName: named[1]!.replace(/^"|"$/g, '') || 'Website', fromAddress: named[2]! }
  if (/^[^<>\s]+@[^<>\s]+$/.test(raw)) return { fromName: 'Website', fromAddress: raw }
  return { fromName: 'Website', fromAddress: `noreply@${siteHost}` }
}

/** SMTP_*: null without SMTP_HOST (mail is then written to the log, Payload's console adapter). */
export function smtpSettings(env: Env, siteHost: string): SmtpSettings | null {
  const host = (env.SMTP_HOST ?? '').trim()
  if (!host) return null
  const secure = yes(env.SMTP_SECURE)
  const port = Number(env.SMTP_PORT) || (secure ? 465 : 587)
  const user = env.SMTP_USER ?? ''
  return { host, port, secure, ...(user ? { auth: { user, pass: env.SMTP_PASS ?? '' } } : {}), ...mailFrom(env, siteHost) }
}

/** Longest page path kept as an enquiry's page of origin. */
export const pageOfOriginMaxLength = 500

/**
 * The page an enquiry was written on, from the request's Referer: its path and query when the
 * page is the site's own (a trusted origin, or the host addressed), else ''. The site's
 * Referrer-Policy (strict-origin-when-cross-origin) sends the full address on same-origin
 * requests, so every form of the site gives its page without a field of its own in the body;
 * another site's page, a garbled or over-long value gives nothing rather than a lie.
 */
export function pageOfOrigin(referer: string | null, host: string | null, trusted: readonly string[]): string {
  if (!referer) return ''
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return ''
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return ''
  if (!trusted.includes(url.origin) && url.host !== host) return ''
  const page = `${url.pathname}${url.search}`
  return page.length <= pageOfOriginMaxLength ? page : ''
}
