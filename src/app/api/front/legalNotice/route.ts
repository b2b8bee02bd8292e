import { getLegalNotice } from '@/data/globals'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/** GET /api/front/legalNotice (addition, for the legal notice page). */
export const GET = publicGet({}, async ({ locale, reply }) => reply(await getLegalNotice(locale)))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
