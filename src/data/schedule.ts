/**
 * Issue 31, item 3: what is scheduled to be published or unpublished, for the admin's dashboard
 * card and list column. Read live (staff only, never cached).
 */
import { cache } from 'react'

import { type FailedSchedule, listFailedSchedules, listScheduled, type Scheduled } from '@/cms/editing/scheduled'

import { getPayloadClient } from './payload'

export type { FailedSchedule, Scheduled }

/** The next schedules of every document, soonest first. */
export async function upcomingSchedules(language: string | undefined, limit = 8): Promise<Scheduled[]> {
  return listScheduled(await getPayloadClient(), { language, limit })
}

/** Issue 37: the schedules that failed, of their author (or, `authorId` null, of everyone: an administrator). */
export async function failedSchedules(language: string | undefined, authorId: number | null): Promise<FailedSchedule[]> {
  return listFailedSchedules(await getPayloadClient(), { language, authorId })
}

/** The schedules of one collection's documents by document id; read once per admin list render. */
export const schedulesByDocument = cache(async (collection: string, language: string | undefined): Promise<Map<string, Scheduled[]>> => {
  const byDocument = new Map<string, Scheduled[]>()
  for (const item of await listScheduled(await getPayloadClient(), { language, collection, limit: 500 })) {
    if (item.docId) byDocument.set(item.docId, [...(byDocument.get(item.docId) ?? []), item])
  }
  return byDocument
})
