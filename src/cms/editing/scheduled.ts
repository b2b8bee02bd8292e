import type { CollectionSlug, Payload, Where } from 'payload'

import { adminLanguage, adminSiteLocale, pick } from '../components/adminText'
import { isLocale, type WrittenLocale } from '../../rules/language'
import { nativeLanguageName } from '../../rules/languageNames'

/** One scheduled publish or unpublish waiting in Payload's jobs queue. */
export interface Scheduled {
  job: string | number
  action: 'publish' | 'unpublish'
  /** The language it publishes; null: every language. */
  locale: string | null
  at: string
  collection: string | null
  docId: string | null
  global: string | null
  title: string
  href: string
}

interface JobInput {
  type?: 'publish' | 'unpublish'
  locale?: string | null
  doc?: { relationTo?: string; value?: string | number } | null
  global?: string | null
}

function labelOf(label: unknown, language: WrittenLocale, fallback: string): string {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') return (label as Record<string, string>)[language] ?? fallback
  return fallback
}

/**
 * Issue 31, item 3: what is scheduled (Payload's `schedulePublish` jobs not yet run), soonest
 * first, with each document's title in the admin's language; of one document when `doc` is given.
 */
export async function listScheduled(
  payload: Payload,
  options: { language?: string; doc?: { collection: string; id: string | number }; collection?: string; limit?: number } = {},
): Promise<Scheduled[]> {
  const conditions: Where[] = [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }, { or: [{ hasError: { equals: false } }, { hasError: { exists: false } }] }]
  if (options.doc) {
    conditions.push({ 'input.doc.relationTo': { equals: options.doc.collection } }, { 'input.doc.value': { equals: String(options.doc.id) } })
  } else if (options.collection) {
    conditions.push({ 'input.doc.relationTo': { equals: options.collection } })
  }
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: conditions },
    sort: 'waitUntil',
    limit: options.limit ?? 20,
    depth: 0,
    overrideAccess: true,
  })
  return Promise.all(docs.map((job) => describeJob(payload, job, options.language)))
}

type Job = { id: string | number; input?: unknown; waitUntil?: string | null }

/** `adminLanguageSetting`: the admin's language as Payload has it (`req.i18n.language`). */
async function describeJob(payload: Payload, job: Job, adminLanguageSetting: string | undefined): Promise<Scheduled> {
  const language = adminLanguage(adminLanguageSetting)
  const input = (job.input ?? {}) as JobInput
  const base = {
    job: job.id,
    action: input.type === 'unpublish' ? ('unpublish' as const) : ('publish' as const),
    locale: input.locale && isLocale(input.locale) ? input.locale : null,
    at: String(job.waitUntil ?? ''),
  }
  if (input.doc?.relationTo && input.doc.value !== undefined) {
    const collection = payload.collections[input.doc.relationTo as CollectionSlug]?.config
    const titleField = collection?.admin?.useAsTitle
    const doc = collection
      ? ((await payload.findByID({ collection: collection.slug as CollectionSlug, id: input.doc.value, depth: 0, draft: true, locale: adminSiteLocale(adminLanguageSetting), overrideAccess: true, disableErrors: true })) as unknown as Record<string, unknown> | null)
      : null
    const title = doc && titleField && typeof doc[titleField] === 'string' ? (doc[titleField] as string) : `#${input.doc.value}`
    const kind = labelOf(collection?.labels?.singular, language, input.doc.relationTo)
    return { ...base, collection: input.doc.relationTo, docId: String(input.doc.value), global: null, title: `${kind} · ${title}`, href: `/admin/collections/${input.doc.relationTo}/${input.doc.value}` }
  }
  const global = payload.config.globals.find((entry) => entry.slug === input.global)
  return { ...base, collection: null, docId: null, global: input.global ?? null, title: labelOf(global?.label, language, input.global ?? '?'), href: `/admin/globals/${input.global}` }
}

/** A scheduled publish or unpublish that failed when it ran, with the reason. */
export interface FailedSchedule extends Scheduled {
  reason: string
}

/** How long a failed schedule stays on the dashboard. */
export const failedScheduleDays = 14

/**
 * Issue 37: the scheduled jobs that failed in the last `failedScheduleDays` days, latest first:
 * of one author (`authorId`), or everyone's (null: an administrator), with the job's own reason.
 */
export async function listFailedSchedules(payload: Payload, options: { language?: string; authorId: number | null; limit?: number; now?: number }): Promise<FailedSchedule[]> {
  const since = new Date((options.now ?? Date.now()) - failedScheduleDays * 24 * 60 * 60 * 1000).toISOString()
  const conditions: Where[] = [{ taskSlug: { equals: 'schedulePublish' } }, { hasError: { equals: true } }, { updatedAt: { greater_than: since } }]
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { and: conditions }, sort: '-updatedAt', limit: 100, depth: 0, overrideAccess: true })
  // The author is a value inside the job's JSON input, compared here: both databases alike.
  const authorOf = (job: Job) => String((job.input as { user?: { value?: unknown } } | undefined)?.user?.value ?? '')
  const mine = docs.filter((job) => options.authorId === null || authorOf(job) === String(options.authorId)).slice(0, options.limit ?? 8)
  return Promise.all(
    mine.map(async (job) => {
      const error = job.log?.at(-1)?.error as { message?: string } | string | undefined
      return { ...(await describeJob(payload, job, options.language)), reason: typeof error === 'string' ? error : (error?.message ?? '') }
    }),
  )
}

/** "中文" / "English" / "全部语言" / "Все языки": the language a schedule publishes, as an editor reads it. */
export function scheduledLanguage(locale: string | null, language: string | undefined): string {
  if (locale && isLocale(locale)) return nativeLanguageName(locale)
  return pick({ zh: '全部语言', en: 'All languages', ru: 'Все языки' }, language)
}
