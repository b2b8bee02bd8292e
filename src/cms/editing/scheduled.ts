import type { CollectionSlug, Payload, Where } from 'payload'

import { adminLanguage } from '../components/adminText'
import { isLocale, nativeLanguageNames } from '../../rules/language'

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

function labelOf(label: unknown, language: 'zh' | 'en', fallback: string): string {
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
  const language = adminLanguage(options.language)
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
  return Promise.all(
    docs.map(async (job): Promise<Scheduled> => {
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
          ? ((await payload.findByID({ collection: collection.slug as CollectionSlug, id: input.doc.value, depth: 0, draft: true, locale: language, overrideAccess: true, disableErrors: true })) as unknown as Record<string, unknown> | null)
          : null
        const title = doc && titleField && typeof doc[titleField] === 'string' ? (doc[titleField] as string) : `#${input.doc.value}`
        const kind = labelOf(collection?.labels?.singular, language, input.doc.relationTo)
        return { ...base, collection: input.doc.relationTo, docId: String(input.doc.value), global: null, title: `${kind} · ${title}`, href: `/admin/collections/${input.doc.relationTo}/${input.doc.value}` }
      }
      const global = payload.config.globals.find((entry) => entry.slug === input.global)
      return { ...base, collection: null, docId: null, global: input.global ?? null, title: labelOf(global?.label, language, input.global ?? '?'), href: `/admin/globals/${input.global}` }
    }),
  )
}

/** "中文" / "English" / "全部语言": the language a schedule publishes, as an editor reads it. */
export function scheduledLanguage(locale: string | null, language: string | undefined): string {
  if (locale && isLocale(locale)) return nativeLanguageNames[locale]
  return adminLanguage(language) === 'zh' ? '全部语言' : 'All languages'
}
