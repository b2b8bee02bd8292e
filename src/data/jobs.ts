import type { Job, JobLocation } from '@/cms/payload-types'
import type { Locale } from '@/rules/language'
import { relationId } from '@/rules/relations'
import { tags } from '@/rules/tags'

import { cached } from './cache'
import { getPayloadClient } from './payload'
import { visible } from './visibility'

export interface JobLocationSummary {
  id: number
  name: string
  jobCount: number
}

export interface JobOpening {
  id: number
  title: string
  department: string
  headcount: number
  description: string
  requirements: string[]
  email: string
  location: { id: number; name: string } | null
}

async function readJobs(locale: Locale): Promise<{ locations: JobLocationSummary[]; jobs: JobOpening[] }> {
  const payload = await getPayloadClient()
  const [locations, jobs] = await Promise.all([
    payload.find({ collection: 'job-locations', pagination: false, sort: ['order', 'createdAt'], ...visible('job-locations', locale) }),
    payload.find({ collection: 'jobs', depth: 0, pagination: false, sort: ['order', 'createdAt'], ...visible('jobs', locale) }),
  ])
  const names = new Map((locations.docs as JobLocation[]).map((location) => [location.id, location.name]))
  const openings = (jobs.docs as Job[]).map((job) => {
    const locationId = relationId(job.location)
    return {
      id: job.id,
      title: job.title,
      department: job.department ?? '',
      headcount: job.headcount ?? 1,
      description: job.description ?? '',
      requirements: (job.requirements ?? []).map((item) => item.text),
      email: job.email ?? '',
      location: locationId !== null && names.has(locationId) ? { id: locationId, name: names.get(locationId)! } : null,
    }
  })
  return {
    locations: (locations.docs as JobLocation[]).map((location) => ({
      id: location.id,
      name: location.name,
      jobCount: openings.filter((job) => job.location?.id === location.id).length,
    })),
    jobs: openings,
  }
}

const getJobBoard = cached(readJobs, 'jobs', [tags.jobs, tags.jobLocations])

/** Job locations with how many openings each has (jobInfo/location). */
export async function getJobLocations(locale: Locale): Promise<JobLocationSummary[]> {
  return (await getJobBoard(locale)).locations
}

/** Job openings, all or those of one location (jobInfo). */
export async function getJobs(locale: Locale, locationId?: number | null): Promise<JobOpening[]> {
  const { jobs } = await getJobBoard(locale)
  return locationId == null ? jobs : jobs.filter((job) => job.location?.id === locationId)
}
