import { otherMethods, publicGet } from '@/app/api/_lib/route'
import { getMdmContent } from '@/data/mdm'

/** GET /api/front/mdm (addition, for the MDM page): its texts, pictures, features and scenarios. */
export const GET = publicGet({}, async ({ locale, reply }) => reply(await getMdmContent(locale)))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
