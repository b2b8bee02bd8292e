import { isPagePublished } from '@/data/languages'
import { otherMethods, publicGet } from '@/app/api/_lib/route'
import { getMdmContent } from '@/data/mdm'

/** GET /api/front/mdm (addition, for the MDM page; 404 in a language it was never published in): its texts, pictures, features and scenarios. */
export const GET = publicGet({}, async ({ locale, reply, notFound }) =>
  (await isPagePublished('mdm-page', locale)) ? reply(await getMdmContent(locale)) : notFound(),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
