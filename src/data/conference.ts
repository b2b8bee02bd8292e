import type { ConferencePage } from '@/cms/payload-types'
import { payloadLocale } from '@/cms/payloadLocale'
import type { Locale } from '@/rules/language'
import { tags } from '@/rules/tags'

import { cached } from './cache'
import { type Image, toImage } from './media'
import { getPayloadClient } from './payload'
import { isVisibleRelation, visibleGlobal } from './visibility'

/** Spec §2.1 /cpdc-2024: the conference page as the site shows it. */
export interface ConferenceContent {
  title: string
  subtitle: string
  dates: string
  venue: string
  heroImage: Image | null
  agenda: { time: string; title: string; speaker: string }[]
  speakers: { name: string; role: string; photo: Image | null }[]
  registration: { label: string; url: string } | null
  /** The conference's event, whose microsite (/{token}) and registration the page links to. */
  event: { token: string } | null
}

async function readConference(locale: Locale): Promise<ConferenceContent> {
  const payload = await getPayloadClient()
  const page = (await payload.findGlobal({ slug: 'conference-page', locale: payloadLocale(locale), depth: 1, ...visibleGlobal() })) as ConferencePage
  const url = page.registration?.url?.trim() ?? ''
  return {
    title: page.title ?? '',
    subtitle: page.subtitle ?? '',
    dates: page.dates ?? '',
    venue: page.venue ?? '',
    heroImage: toImage(page.heroImage, 'hero'),
    agenda: (page.agenda ?? []).map((item) => ({ time: item.time, title: item.title, speaker: item.speaker ?? '' })),
    speakers: (page.speakers ?? []).map((speaker) => ({ name: speaker.name, role: speaker.role ?? '', photo: toImage(speaker.photo, 'card') })),
    registration: url ? { label: page.registration?.label ?? '', url } : null,
    event: typeof page.event === 'object' && page.event?.token && isVisibleRelation('events', page.event as unknown as Record<string, unknown>) ? { token: page.event.token } : null,
  }
}

export const getConferencePage = cached(readConference, 'conference-page', [tags.conferencePage, tags.events, tags.media])
