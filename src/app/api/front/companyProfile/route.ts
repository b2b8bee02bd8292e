import { getCompanyProfile } from '@/data/globals'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/** GET /api/front/companyProfile (addition, for the company profile page). */
export const GET = publicGet({}, async ({ locale, reply }) => reply(await getCompanyProfile(locale)))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
