import type { Payload, PayloadRequest } from 'payload'

import type { Enquiry as StoredEnquiry } from '@/cms/payload-types'
import { payloadLocale } from '@/cms/payloadLocale'
import type { Enquiry } from '@/rules/enquiry'
import type { EnquiryHoldReason } from '@/rules/inbox'
import { noticeLanguage } from '@/rules/mailDelivery'
import { enquiryNotice } from '@/rules/staffNotice'

import { noContext, type StoredContext } from './enquiryContext'
import { getPayloadClient } from './payload'
import { inTransaction, noticeSettings, storeWithNotice, type NoticeSettings } from './staffNotices'

/** The one statement Payload's adapter would run for the row, through drizzle (both databases). */
interface InsertInto {
  insert(table: unknown): { values(row: Record<string, unknown>): { returning(fields: Record<string, unknown>): Promise<{ id: number }[]> } }
}
interface DrizzleAdapter {
  drizzle: InsertInto
  tables: Record<string, Record<string, unknown>>
  sessions?: Record<string | number, { db: InsertInto } | undefined>
}

/**
 * Writes the row with one INSERT … RETURNING id on the adapter's own table (its columns come from
 * the collection's config), in the transaction of `req` when there is one (PostgreSQL). The
 * collection has no hooks, access or field validation to run here (the §5 rules have checked the
 * body; status is set; the timestamps are set as Payload's create sets them). Payload's
 * db.create would also return every column and read the row back (a second statement): about a
 * third of an enquiry's server time on SQLite (issue 15's profile, npm run bench:enquiries).
 */
async function storeEnquiryRow(payload: Payload, req: PayloadRequest, data: Omit<StoredEnquiry, 'id' | 'createdAt' | 'updatedAt'>): Promise<StoredEnquiry> {
  const now = new Date().toISOString()
  const row = { ...data, createdAt: now, updatedAt: now }
  const adapter = payload.db as unknown as DrizzleAdapter
  const table = adapter.tables.enquiries!
  const transaction = req.transactionID ? adapter.sessions?.[await req.transactionID] : undefined
  const [inserted] = await (transaction?.db ?? adapter.drizzle).insert(table).values(row).returning({ id: table.id })
  return { assignee: null, staffNote: null, held: null, ...row, id: inserted!.id }
}

/**
 * Stores an enquiry and queues its staff notice in the transaction of `req`; both or neither.
 * `page` is the page of origin (rules/mailDelivery.ts pageOfOrigin). A held enquiry (issue 37:
 * past the per-e-mail limit) is stored with its reason and no notice.
 */
export async function createEnquiryWithNotice(
  payload: Payload,
  req: PayloadRequest,
  enquiry: Enquiry,
  page: string,
  settings: NoticeSettings = noticeSettings(),
  context: StoredContext = noContext,
  held: EnquiryHoldReason | null = null,
): Promise<StoredEnquiry> {
  const { partner: _partner, estimate: _estimate, ...fields } = enquiry
  const row = { ...fields, language: payloadLocale(fields.language), page, status: 'new' as const, partner: context.partner?.id ?? null, estimate: context.estimate, held }
  return storeWithNotice(
    payload,
    req,
    'enquiries',
    () => storeEnquiryRow(payload, req, row),
    (stored) =>
      settings.to.length && !held
        ? enquiryNotice(
            { ...stored, page, partner: context.partner?.label ?? null, estimate: context.estimate },
            settings.to,
            settings.siteUrl,
            noticeLanguage(settings.staff, stored.language),
          )
        : null,
  )
}

/**
 * Stores a validated enquiry for staff, with its partner and estimate as `enquiryContext` resolved
 * them, held when `held` names why; the caller acknowledges the visitor only after this resolves.
 */
export async function saveEnquiry(enquiry: Enquiry, page = '', context: StoredContext = noContext, held: EnquiryHoldReason | null = null): Promise<{ id: number; createdAt: string }> {
  const payload = await getPayloadClient()
  const stored = await inTransaction(payload, (req) => createEnquiryWithNotice(payload, req, enquiry, page, noticeSettings(), context, held))
  return { id: stored.id, createdAt: stored.createdAt }
}
