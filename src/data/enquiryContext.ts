// Issue 29: what an enquiry about a partner or an MDM estimate stores beside its fields.
import type { MdmPricing, Partner } from '@/cms/payload-types'
import { payloadLocale } from '@/cms/payloadLocale'
import { labelIn } from '@/rules/choices'
import type { Enquiry } from '@/rules/enquiry'
import { type Locale, otherLocale } from '@/rules/language'
import { estimateMdmPrice, estimateSummary } from '@/rules/mdmEstimate'
import { countryName, partnerTypes } from '@/rules/resources'

import { estimateRates } from './mdm'
import { getPayloadClient } from './payload'
import { publishedForStaff } from './visibility'

export interface StoredContext {
  /** the partner's id, and how staff read it: 'Name · Reseller · Germany' */
  partner: { id: number; label: string } | null
  /** the estimate as priced now from the published rates, in the staff's language */
  estimate: string | null
}

export const noContext: StoredContext = { partner: null, estimate: null }

/**
 * The partner and the estimate an enquiry names, as they are stored and told to staff (in
 * `staff`, their language). `invalid` names the one that does not exist: a partner that is not
 * (or no longer) published, a tier the pricing page does not have.
 *
 * Read straight from the database, not through the page cache: the enquiry route also runs outside
 * Next's request machinery (server/direct-routes.ts), where no cached read is available.
 */
export async function enquiryContext(enquiry: Pick<Enquiry, 'partner' | 'estimate'>, staff: Locale): Promise<StoredContext | { invalid: 'partner' | 'estimate' }> {
  const payload = await getPayloadClient()
  let partner: StoredContext['partner'] = null
  if (enquiry.partner !== undefined) {
    const { docs } = await payload.find({ collection: 'partners', depth: 0, limit: 1, pagination: false, ...publishedForStaff(staff, { id: { equals: enquiry.partner } }) })
    const found = docs[0] as Partner | undefined
    if (!found) return { invalid: 'partner' }
    partner = { id: found.id, label: [found.name, labelIn(partnerTypes.labels[found.type], staff), countryName(found.country, staff)].join(' · ') }
  }
  let estimate: string | null = null
  if (enquiry.estimate !== undefined) {
    const pricing = (await payload.findGlobal({ slug: 'mdm-pricing', locale: payloadLocale(staff), fallbackLocale: payloadLocale(otherLocale(staff)), depth: 0, draft: false })) as MdmPricing
    const rates = estimateRates(pricing)
    const priced = estimateMdmPrice(enquiry.estimate, rates)
    const tierName = pricing.tiers?.find((tier) => tier.code === enquiry.estimate?.tier)?.name
    if (priced.kind === 'unknownTier' || !tierName) return { invalid: 'estimate' }
    estimate = estimateSummary(enquiry.estimate, priced, tierName, staff, rates)
  }
  return { partner, estimate }
}
