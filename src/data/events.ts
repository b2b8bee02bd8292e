/**
 * Events as the site shows them (docs/events.md): microsite content by token, the event behind an
 * API hash, the events bound to the invitation and anniversary pages. Content reads are cached and
 * expired by the CMS hooks (tags.events); live figures (seats taken) are read by
 * src/data/registrations/, never cached.
 */
import type { Event, Invitation } from '@/cms/payload-types'
import { isEventToken, isInvitationPage, type InvitationPage } from '@/rules/eventRoutes'
import { isEventHash } from '@/rules/events'
import { codePattern, normaliseCode } from '@/rules/personalCodes'
import type { Locale } from '@/rules/language'
import type { EventQuestion, QuestionType } from '@/rules/registration'
import { tags } from '@/rules/tags'

import { cached } from './cache'
import { type Image, toImage } from './media'
import { getPayloadClient } from './payload'
import { invitationRegistrationCode } from './registrations/invitationCode'
import { visible } from './visibility'

export type EventTheme = Event['theme']

export interface EventContent {
  id: number
  token: string
  hash: string
  language: Locale
  title: string
  subtitle: string
  /** ISO instants. */
  startsAt: string
  endsAt: string
  theme: EventTheme
  heroImage: Image | null
  intro: string
  highlights: { title: string; text: string }[]
  venue: { name: string; address: string; map: Image | null; mapUrl: string; directions: string }
  agenda: { time: string; title: string; speaker: string; description: string }[]
  speakers: { name: string; role: string; bio: string; photo: Image | null }[]
  partners: { name: string; tier: 'host' | 'sponsor' | 'partner' | 'media'; logo: Image | null; url: string }[]
  registration: { opensAt: string | null; closesAt: string | null; capacity: number | null; questions: EventQuestion[] }
  invitation: { page: InvitationPage | null; letter: string; signature: string; image: Image | null }
  anniversarySignIn: boolean
}

const questionType = (value: unknown): QuestionType => (value === 'single' || value === 'multiple' ? value : 'text')

function toEventContent(doc: Event, language: Locale): EventContent {
  const registration = doc.registration ?? {}
  return {
    id: doc.id,
    token: doc.token,
    hash: doc.hash ?? '',
    language,
    title: doc.title ?? '',
    subtitle: doc.subtitle ?? '',
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    theme: doc.theme ?? 'conference',
    heroImage: toImage(doc.heroImage, 'hero'),
    intro: doc.intro ?? '',
    highlights: (doc.highlights ?? []).map((row) => ({ title: row.title ?? '', text: row.text ?? '' })),
    venue: {
      name: doc.venue?.name ?? '',
      address: doc.venue?.address ?? '',
      map: toImage(doc.venue?.map),
      mapUrl: doc.venue?.mapUrl?.trim() ?? '',
      directions: doc.venue?.directions ?? '',
    },
    agenda: (doc.agenda ?? []).map((row) => ({ time: row.time, title: row.title ?? '', speaker: row.speaker ?? '', description: row.description ?? '' })),
    speakers: (doc.speakers ?? []).map((row) => ({ name: row.name ?? '', role: row.role ?? '', bio: row.bio ?? '', photo: toImage(row.photo, 'card') })),
    partners: (doc.partners ?? []).map((row) => ({ name: row.name ?? '', tier: row.tier ?? 'partner', logo: toImage(row.logo), url: row.url?.trim() ?? '' })),
    registration: {
      opensAt: registration.opensAt ?? null,
      closesAt: registration.closesAt ?? null,
      capacity: typeof registration.capacity === 'number' && registration.capacity > 0 ? registration.capacity : null,
      questions: (registration.questions ?? []).map((row, index) => ({
        key: row.key || `q${index + 1}`,
        label: row.label ?? '',
        type: questionType(row.type),
        required: Boolean(row.required),
        options: (row.options ?? []).map((option, optionIndex) => ({ value: option.value || `o${optionIndex + 1}`, label: option.label ?? '' })),
      })),
    },
    invitation: {
      page: isInvitationPage(doc.invitationPage) ? doc.invitationPage : null,
      letter: doc.invitation?.letter ?? '',
      signature: doc.invitation?.signature ?? '',
      image: toImage(doc.invitation?.image),
    },
    anniversarySignIn: Boolean(doc.anniversarySignIn),
  }
}

type Where = Parameters<Awaited<ReturnType<typeof getPayloadClient>>['find']>[0]['where']

async function findOne(where: Where, language: Locale, sort = '-startsAt'): Promise<EventContent | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'events',
    ...visible('events', language, where),
    depth: 1,
    limit: 1,
    sort,
    joins: false,
    overrideAccess: true,
  })
  const doc = result.docs[0]
  return doc ? toEventContent(doc, language) : null
}

/** The microsite's event (`/{token}`, `/{token}-en`), or null. */
export const getEventByToken = cached(
  async (language: Locale, token: string): Promise<EventContent | null> => (isEventToken(token) ? findOne({ token: { equals: token } }, language) : null),
  'event-by-token',
  [tags.events, tags.media],
)

/** The event behind an API path (`/api/front/{hash}`), or null (a malformed hash too). */
export const getEventByHash = cached(
  async (language: Locale, hash: string): Promise<EventContent | null> => (isEventHash(hash) ? findOne({ hash: { equals: hash } }, language) : null),
  'event-by-hash',
  [tags.events, tags.media],
)

/** The event an invitation page family is bound to (the latest to start, when several are). */
export const getEventForInvitationPage = cached(
  async (language: Locale, page: InvitationPage): Promise<EventContent | null> => findOne({ invitationPage: { equals: page } }, language),
  'event-for-invitation-page',
  [tags.events, tags.media],
)

/** The event of the anniversary sign-in page (the latest flagged one). */
export const getAnniversaryEvent = cached(
  async (language: Locale): Promise<EventContent | null> => findOne({ anniversarySignIn: { equals: true } }, language),
  'anniversary-event',
  [tags.events, tags.media],
)

/** Every event's token, dates and invitation pages, newest first (the sitemap). */
export const listEvents = cached(
  async (language: Locale): Promise<{ id: number; token: string; title: string; startsAt: string; endsAt: string; invitationPage: InvitationPage | null }[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'events',
      depth: 0,
      limit: 100,
      sort: '-startsAt',
      joins: false,
      overrideAccess: true,
      select: { token: true, title: true, startsAt: true, endsAt: true, invitationPage: true },
      ...visible('events', language),
    })
    return result.docs.map((doc) => ({
      id: doc.id,
      token: doc.token,
      title: doc.title,
      startsAt: doc.startsAt,
      endsAt: doc.endsAt,
      invitationPage: isInvitationPage(doc.invitationPage) ? doc.invitationPage : null,
    }))
  },
  'event-list',
  [tags.events],
)

/** Every microsite's token published in `language` (the address book: src/data/addresses.ts). */
export const getMicrositeTokens = cached(
  async (language: Locale): Promise<string[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'events',
      depth: 0,
      pagination: false,
      joins: false,
      overrideAccess: true,
      select: { token: true },
      ...visible('events', language),
    })
    return result.docs.map((doc) => doc.token)
  },
  'event-tokens',
  [tags.events],
)

// ---------------------------------------------------------------------------------------------
// Personal invitations

export interface InvitationContent {
  id: number
  code: string
  eventId: number
  guestName: string
  salutation: string
  company: string
  jobTitle: string
  phone: string
  email: string
  status: 'pending' | 'accepted' | 'declined'
  respondedAt: string | null
  /** The registration the acceptance created (its check-in code), while it stands. */
  registrationCode: string | null
}

export function toInvitationContent(doc: Invitation): InvitationContent {
  const linked = doc.registrations?.docs?.[0]
  const registration = typeof linked === 'object' && linked !== null ? linked : null
  return {
    id: doc.id,
    code: doc.code ?? '',
    eventId: typeof doc.event === 'object' ? doc.event.id : doc.event,
    guestName: doc.guestName,
    salutation: doc.salutation?.trim() || doc.guestName,
    company: doc.company ?? '',
    jobTitle: doc.jobTitle ?? '',
    phone: doc.phone ?? '',
    email: doc.email ?? '',
    status: doc.status,
    respondedAt: doc.respondedAt ?? null,
    registrationCode: registration
      ? registration.status === 'confirmed' ? (registration.code ?? null) : null
      : doc.status === 'accepted' ? invitationRegistrationCode(doc.id) : null,
  }
}

/** An invitation by its code, with the registration its acceptance made, as stored now (uncached: the answer changes it). */
export async function findInvitation(eventId: number, rawCode: string): Promise<InvitationContent | null> {
  const code = normaliseCode(rawCode)
  if (!codePattern.test(code)) return null
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'invitations',
    where: { and: [{ code: { equals: code } }, { event: { equals: eventId } }] },
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  const doc = result.docs[0]
  return doc ? toInvitationContent(doc) : null
}

/** The personal invitation page's read: cached per code, expired when any invitation changes. */
export const getInvitation = cached(findInvitation, 'invitation', [tags.invitations])
