import { getJobLocations } from '@/data/jobs'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/** GET /api/front/jobInfo/location (spec §7): job locations with their number of openings. */
export const GET = publicGet({}, async ({ locale, reply }) => reply(await getJobLocations(locale)))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
