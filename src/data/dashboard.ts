/**
 * The admin dashboard (issue 13): upcoming events with their registration counts, and the
 * content edited most recently. Staff read the latest version of everything, drafts included.
 * (The count of new enquiries is the inbox's: src/data/inbox.ts.)
 */
import type { CollectionSlug, GlobalSlug } from 'payload'

import { adminLanguage as adminLanguageOf, adminSiteLocale, pick } from '@/cms/components/adminText'
import { payloadLocale } from '@/cms/payloadLocale'
import { type Locale, otherLocale, type WrittenLocale } from '@/rules/language'

import { getPayloadClient } from './payload'

export interface UpcomingEvent {
  id: number
  title: string
  token: string
  startsAt: string
  registered: number
}

/** The next events (still running or to come), soonest first, with their confirmed registrations. */
export async function upcomingEvents(language: Locale, now = new Date(), limit = 5): Promise<UpcomingEvent[]> {
  const payload = await getPayloadClient()
  const events = await payload.find({
    collection: 'events',
    where: { endsAt: { greater_than_equal: now.toISOString() } },
    sort: 'startsAt',
    limit,
    depth: 0,
    joins: false,
    draft: true,
    locale: payloadLocale(language),
    select: { title: true, token: true, startsAt: true },
    overrideAccess: true,
  })
  return Promise.all(
    events.docs.map(async (event) => {
      const registrations = await payload.count({
        collection: 'registrations',
        where: { event: { equals: event.id }, status: { equals: 'confirmed' } },
        overrideAccess: true,
      })
      return { id: event.id, title: event.title ?? '', token: event.token, startsAt: event.startsAt, registered: registrations.totalDocs }
    }),
  )
}

/** The content whose edits the dashboard lists (every global is content too). */
export const editedCollections = [
  'products',
  'product-categories',
  'solutions',
  'news',
  'news-categories',
  'events',
  'jobs',
  'job-locations',
  'albums',
  'album-categories',
  'media',
] as const satisfies readonly CollectionSlug[]

export interface RecentEdit {
  /** The collection's or global's name in the admin's language. */
  kind: string
  title: string
  updatedAt: string
  /** The document in the admin. */
  href: string
}

function labelIn(label: unknown, language: WrittenLocale, fallback: string): string {
  if (typeof label === 'string') return label
  const text = typeof label === 'object' && label !== null ? (label as Record<string, unknown>)[language] : undefined
  return typeof text === 'string' ? text : fallback
}

/**
 * The most recently changed documents and globals, newest first, for an admin in `adminLanguage`:
 * named in it, their titles in the site language it reads (adminSiteLocale).
 */
export async function latestEdits(adminLanguage: string | undefined, limit = 8): Promise<RecentEdit[]> {
  const language = adminSiteLocale(adminLanguage)
  const labels = adminLanguageOf(adminLanguage)
  const payload = await getPayloadClient()
  const fromCollections = await Promise.all(
    editedCollections.map(async (slug) => {
      const config = payload.collections[slug].config
      const titleField = config.admin.useAsTitle ?? 'id'
      // Staff read: a document not yet written in the admin's language is named in the other one.
      const found = await payload.find({
        collection: slug,
        sort: '-updatedAt',
        limit,
        depth: 0,
        draft: true,
        locale: language,
        fallbackLocale: payloadLocale(otherLocale(language)),
        overrideAccess: true,
        ...({ joins: false } as object),
      })
      const kind = labelIn(config.labels.singular, labels, slug)
      return found.docs.map((doc) => {
        const record = doc as unknown as Record<string, unknown>
        const title = record[titleField]
        return { kind, title: typeof title === 'string' && title ? title : `#${doc.id}`, updatedAt: doc.updatedAt, href: `/admin/collections/${slug}/${doc.id}` }
      })
    }),
  )
  const fromGlobals = await Promise.all(
    payload.config.globals.map(async (global) => {
      const doc = await payload.findGlobal({ slug: global.slug as GlobalSlug, depth: 0, draft: true, locale: language, overrideAccess: true })
      const updatedAt = (doc as { updatedAt?: string | null }).updatedAt
      if (!updatedAt) return []
      // A global is named by its admin group ("Pages", "Site"), as the dashboard's cards group it.
      const kind = labelIn(global.admin?.group, labels, pick({ zh: '全局设置', en: 'Settings', ru: 'Настройки' }, labels))
      return [{ kind, title: labelIn(global.label, labels, global.slug), updatedAt, href: `/admin/globals/${global.slug}` }]
    }),
  )
  return [...fromCollections.flat(), ...fromGlobals.flat()].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, limit)
}
