import { getSolutions } from '@/data/solutions'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/** GET /api/front/solution (spec §7): the solutions, each with id and name. */
export const GET = publicGet({}, async ({ locale, reply }) => reply(await getSolutions(locale)))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
