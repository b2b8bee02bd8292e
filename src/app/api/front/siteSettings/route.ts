import { getSiteSettings } from '@/data/globals'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/** GET /api/front/siteSettings (addition): company name, logo, contact lines, social entries, external sites, conference banner. */
export const GET = publicGet({}, async ({ locale, reply }) => reply(await getSiteSettings(locale)))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
