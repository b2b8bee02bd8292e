import type { CollectionSlug, Endpoint, GlobalSlug, PayloadRequest } from 'payload'

import { type Locale, locales } from '../../rules/language'
import { hasText, pageGlobalTitleField, titleFields } from '../../rules/publishedLanguages'
import { payloadLocale } from '../payloadLocale'

/** One language of a document as its editor sees it: on the site or not, and whether the draft is ahead. */
export interface LanguageState {
  locale: Locale
  /** The published version has this language's text (its title). */
  published: boolean
  /** Published, and this language's draft differs from what is published. */
  changed: boolean
}

type Doc = Record<string, unknown>

/** What every save rewrites, and what is derived from every language at once: not a change of one. */
const bookkeeping = new Set(['id', 'createdAt', 'updatedAt', '_status', 'lastEditedBy', 'pickerTitle', 'globalType'])

function content(doc: Doc | null): string {
  if (!doc) return ''
  return JSON.stringify(Object.fromEntries(Object.entries(doc).filter(([key]) => !bookkeeping.has(key))))
}

type Target = { collection: CollectionSlug; id: string } | { global: GlobalSlug }

async function read(req: PayloadRequest, target: Target, locale: Locale, draft: boolean): Promise<Doc | null> {
  // Without `req`: reads of two languages at once would share (and overwrite) its locale.
  const common = { locale: payloadLocale(locale), draft, depth: 0, fallbackLocale: false as const, overrideAccess: false, user: req.user }
  if ('global' in target) return (await req.payload.findGlobal({ slug: target.global, ...common })) as unknown as Doc
  return (await req.payload.findByID({ collection: target.collection, id: target.id, disableErrors: true, ...common })) as unknown as Doc | null
}

/** Whether a published version has this language's text: its title (a global without one: always). */
function hasTitle(target: Target, doc: Doc): boolean {
  const field = 'global' in target ? (pageGlobalTitleField in doc ? pageGlobalTitleField : null) : ((titleFields as Record<string, string>)[target.collection] ?? null)
  return field === null || hasText(doc[field])
}

/**
 * Issue 38, item 3: each language's state, read afresh (the edit view asks after every save). A
 * language is published when the published version has its title; "changed" when its draft,
 * read in that language alone, differs from the published version read the same way.
 */
export async function languageStates(req: PayloadRequest, target: Target): Promise<LanguageState[] | null> {
  return Promise.all(
    locales.map(async (locale) => {
      const [draft, published] = await Promise.all([read(req, target, locale, true), read(req, target, locale, false)])
      const isPublished = Boolean(published && published._status === 'published' && hasTitle(target, published))
      return { locale, published: isPublished, changed: isPublished && content(draft) !== content(published) }
    }),
  ).catch(() => null)
}

/** GET /api/cms/language-status?collection=news&id=3 (or ?global=home-page): the edit view's status and languages. */
export const languageStatusEndpoint: Endpoint = {
  path: '/language-status',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'Unauthorized' }, { status: 401 })
    const { collection, id, global } = (req.query ?? {}) as Record<string, unknown>
    const target: Target | null =
      typeof global === 'string' && req.payload.config.globals.some((entry) => entry.slug === global)
        ? { global: global as GlobalSlug }
        : typeof collection === 'string' && collection in req.payload.collections && typeof id === 'string' && /^\d+$/.test(id)
          ? { collection: collection as CollectionSlug, id }
          : null
    const states = target ? await languageStates(req, target) : null
    return states ? Response.json({ languages: states }) : Response.json({ message: 'Not found' }, { status: 404 })
  },
}
