import { isPagePublished } from '@/data/languages'
import { getLegalNotice } from '@/data/globals'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/** GET /api/front/legalNotice (addition, for the legal notice page). */
export const GET = publicGet({}, async ({ locale, reply, notFound }) =>
  (await isPagePublished('legal-notice', locale)) ? reply(await getLegalNotice(locale)) : notFound(),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
