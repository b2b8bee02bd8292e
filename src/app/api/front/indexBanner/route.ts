import { getHomeContent } from '@/data/globals'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/** GET /api/front/indexBanner (spec §7): the home page banners. */
export const GET = publicGet({}, async ({ locale, reply }) => reply((await getHomeContent(locale)).banners))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
