import { getMenuSettings } from '@/data/globals'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/** GET /api/front/menuSettings (spec §3/§7): the drop-downs' navigation pictures and links. */
export const GET = publicGet({}, async ({ locale, reply }) => reply(await getMenuSettings(locale)))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
