/**
 * Staff notices through the durable outbox (issue 13, "Staff e-mail"). A notice is queued with
 * the record it tells of, in one database transaction: an acknowledged enquiry or registration
 * always has its notice waiting, a rolled-back one never has. The 'mail' queue delivers it later
 * (src/cms/mail/jobs.ts), so the visitor never waits for the mail server.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { mailQueue } from '@/cms/mail/queue'
import type { Registration } from '@/cms/payload-types'
import { type NoticeLanguage, noticeLanguage, notifyLanguage, notifyRecipients } from '@/rules/mailDelivery'
import { registrationNotice, type OutgoingMail } from '@/rules/staffNotice'
import type { Locale } from '@/rules/language'
import { siteUrl } from '@/seo/siteUrl'

import type { EventContent } from './events'

export interface NoticeSettings {
  to: string[]
  siteUrl: string
  staff: NoticeLanguage
}

/** Who is told, in which language, with links to which site: read when a record is stored. */
export function noticeSettings(env = process.env): NoticeSettings {
  return { to: notifyRecipients(env), siteUrl: siteUrl().toString(), staff: notifyLanguage(env) }
}

/**
 * Runs `work` in one transaction: committed when it returns, rolled back when it throws.
 * PostgreSQL only: Payload's SQLite adapter writes without transactions (its driver is
 * synchronous, and a transaction on a second connection would make every concurrent write fail
 * with SQLITE_BUSY), so there each write commits by itself; see storeWithNotice.
 */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** Queues a message in the transaction of `req` (nothing when nobody is to be told). */
export async function queueMail(payload: Payload, req: PayloadRequest, mail: OutgoingMail | null): Promise<void> {
  if (!mail || !mail.to) return
  await payload.jobs.queue({ workflow: 'deliverMail', queue: mailQueue, input: mail, req })
}

/**
 * Stores a record with `create` and queues its notice, both in the transaction of `req`: the
 * record is acknowledged only with its notice waiting. Without a transaction (SQLite) the record
 * is deleted again when its notice cannot be queued, so the visitor is told to retry and no
 * stored record goes without its notice; both writes are committed before the visitor's answer.
 */
export async function storeWithNotice<T extends { id: number }>(
  payload: Payload,
  req: PayloadRequest,
  collection: 'enquiries' | 'registrations',
  create: () => Promise<T>,
  notice: (doc: T) => OutgoingMail | null,
): Promise<T> {
  const doc = await create()
  try {
    await queueMail(payload, req, notice(doc))
  } catch (error) {
    // (Without one, Payload leaves a promise of "no transaction" in req.transactionID.)
    if (!(await req.transactionID)) await payload.delete({ collection, id: doc.id, req, overrideAccess: true }).catch(() => undefined)
    throw error
  }
  return doc
}

/** The staff notice of a new registration, its answers shown by their question and option labels. */
export function registrationMail(event: EventContent, registration: Registration, settings: NoticeSettings = noticeSettings()): OutgoingMail | null {
  if (!settings.to.length) return null
  const answers = (registration.answers && typeof registration.answers === 'object' && !Array.isArray(registration.answers) ? registration.answers : {}) as Record<string, unknown>
  const shown = event.registration.questions.map((question) => {
    const label = (raw: unknown) => question.options.find((option) => option.value === raw)?.label ?? String(raw)
    const value = answers[question.key]
    return { label: question.label, answer: Array.isArray(value) ? value.map(label).join('; ') : value === undefined || value === null ? '' : label(value) }
  })
  return registrationNotice(
    { ...registration, company: registration.company ?? '', jobTitle: registration.jobTitle ?? '', eventTitle: event.title, answers: shown },
    settings.to,
    settings.siteUrl,
    noticeLanguage(settings.staff, registration.language),
  )
}
