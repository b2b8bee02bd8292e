import { isPagePublished } from '@/data/languages'
import { getCompanyProfile } from '@/data/globals'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/** GET /api/front/companyProfile (addition, for the company profile page). */
export const GET = publicGet({}, async ({ locale, reply, notFound }) =>
  (await isPagePublished('company-profile', locale)) ? reply(await getCompanyProfile(locale)) : notFound(),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
