import { isPagePublished } from '@/data/languages'
import { otherMethods, publicGet } from '@/app/api/_lib/route'
import { getMdmPricing } from '@/data/mdm'

/** GET /api/front/mdmPrice (addition, for the MDM pricing page, spec §9): tiers, comparison rows and add-ons. */
export const GET = publicGet({}, async ({ locale, reply, notFound }) =>
  (await isPagePublished('mdm-pricing', locale)) ? reply(await getMdmPricing(locale)) : notFound(),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
