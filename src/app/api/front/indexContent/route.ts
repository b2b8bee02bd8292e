import { getHomeContent } from '@/data/globals'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/** GET /api/front/indexContent (spec §7): the home page sections. */
export const GET = publicGet({}, async ({ locale, reply }) => reply((await getHomeContent(locale)).sections))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
