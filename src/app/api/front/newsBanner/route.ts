import { getNewsBanner } from '@/data/news'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/** GET /api/front/newsBanner (spec §7): the articles chosen for the news banner. */
export const GET = publicGet({}, async ({ locale, reply }) => reply(await getNewsBanner(locale)))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
