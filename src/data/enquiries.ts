import type { Enquiry as StoredEnquiry } from '@/cms/payload-types'
import type { Enquiry } from '@/rules/enquiry'

import { getPayloadClient } from './payload'

/** Stores a validated enquiry for staff; the caller acknowledges the visitor only after this resolves. */
export async function saveEnquiry(enquiry: Enquiry): Promise<{ id: number; createdAt: string }> {
  const payload = await getPayloadClient()
  const stored: StoredEnquiry = await payload.create({
    collection: 'enquiries',
    overrideAccess: true,
    data: { ...enquiry, status: 'new' },
  })
  return { id: stored.id, createdAt: stored.createdAt }
}
