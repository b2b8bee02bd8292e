import { getHomeContent } from '@/data/globals'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/** GET /api/front/indexTag (spec §7): the home page tags. */
export const GET = publicGet({}, async ({ locale, reply }) => reply((await getHomeContent(locale)).tags))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
