import { getTopNews } from '@/data/news'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/** GET /api/front/news/top/all (spec §7): the articles marked as top stories. */
export const GET = publicGet({}, async ({ locale, reply }) => reply(await getTopNews(locale)))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
