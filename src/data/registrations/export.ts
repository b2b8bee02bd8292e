/** The organiser's export of an event's registrations (the file itself: rules/registrationsCsv.ts). */
import { payloadLocale } from '@/cms/payloadLocale'
import type { Locale } from '@/rules/language'
import { registrationsCsvDocument } from '@/rules/registrationsCsv'

import { getPayloadClient } from '../payload'

/**
 * Every registration of an event as CSV, oldest first, column titles in `language`. Null when
 * there is no such event.
 */
export async function registrationsCsv(eventId: number, language: Locale): Promise<{ filename: string; csv: string } | null> {
  const payload = await getPayloadClient()
  const event = await payload.findByID({ collection: 'events', id: eventId, locale: payloadLocale(language), depth: 0, joins: false, overrideAccess: true, disableErrors: true })
  if (!event) return null
  const registrations = await payload.find({
    collection: 'registrations',
    where: { event: { equals: eventId } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return { filename: `${event.token}-registrations.csv`, csv: registrationsCsvDocument(event.registration?.questions ?? [], registrations.docs, language) }
}
