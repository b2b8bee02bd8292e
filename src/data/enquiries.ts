import type { Payload, PayloadRequest } from 'payload'

import type { Enquiry as StoredEnquiry } from '@/cms/payload-types'
import type { Enquiry } from '@/rules/enquiry'
import { enquiryNotice } from '@/rules/staffNotice'

import { getPayloadClient } from './payload'
import { inTransaction, noticeSettings, storeWithNotice, type NoticeSettings } from './staffNotices'

/**
 * Stores an enquiry and queues its staff notice in the transaction of `req`; both or neither.
 * `page` is the page of origin (rules/mailDelivery.ts pageOfOrigin).
 */
export async function createEnquiryWithNotice(
  payload: Payload,
  req: PayloadRequest,
  enquiry: Enquiry,
  page: string,
  settings: NoticeSettings = noticeSettings(),
): Promise<StoredEnquiry> {
  return storeWithNotice(
    payload,
    req,
    'enquiries',
    () => payload.create({ collection: 'enquiries', overrideAccess: true, data: { ...enquiry, page, status: 'new' }, req }),
    (stored) => (settings.to.length ? enquiryNotice({ ...stored, page }, settings.to, settings.siteUrl, settings.staff) : null),
  )
}

/** Stores a validated enquiry for staff; the caller acknowledges the visitor only after this resolves. */
export async function saveEnquiry(enquiry: Enquiry, page = ''): Promise<{ id: number; createdAt: string }> {
  const payload = await getPayloadClient()
  const stored = await inTransaction(payload, (req) => createEnquiryWithNotice(payload, req, enquiry, page))
  return { id: stored.id, createdAt: stored.createdAt }
}
