import { getJobLocations, getJobs } from '@/data/jobs'
import { optionalId } from '@/app/api/_lib/query'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/** GET /api/front/jobInfo (spec §7): the job openings, all or those of `locationId`. */
export const GET = publicGet({ locationId: optionalId }, async ({ locale, query: { locationId }, reply, notFound }) => {
  if (locationId !== undefined) {
    const locations = await getJobLocations(locale)
    if (!locations.some((location) => location.id === locationId)) return notFound()
  }
  return reply(await getJobs(locale, locationId ?? null))
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
