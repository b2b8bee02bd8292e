import { isWritten, type Locale } from '@/rules/language'
import { isPlainObject } from '@/rules/plainObject'

/*
 * UI strings, one JSON file per area and language (messages/<locale>/<namespace>.json), so each
 * area owns its file. The namespace is the file name: t('nav.home') reads nav.json's "home".
 */
const namespaces = ['common', 'nav', 'home', 'footer', 'product', 'solution', 'mdm', 'news', 'about', 'album', 'errors', 'enquiry', 'mobile', 'events', 'eventAnswers', 'keyboard', 'search', 'compare', 'resources'] as const

/**
 * A written language's catalogue is whole. A further language's (issue 40) may hold only some
 * areas and keys: it is laid over English's, the site's international language.
 */
export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    namespaces.map(async (namespace) => {
      if (isWritten(locale)) return [namespace, await area(locale, namespace)] as const
      const [english, own] = await Promise.all([area('en', namespace), area(locale, namespace).catch(() => ({}))])
      return [namespace, laidOver(english, own)] as const
    }),
  )
  return Object.fromEntries(entries)
}

/**
 * One area's file. The bundler packs every messages/<locale>/<namespace>.json the pattern matches
 * and answers a file that is not there (an area a further language has not translated) by
 * rejecting the import, which the caller takes as an empty area.
 */
async function area(locale: Locale, namespace: string): Promise<unknown> {
  return (await import(`./${locale}/${namespace}.json`)).default
}

/** `base` with every string `own` gives in its place, nested areas merged key by key. */
function laidOver(base: unknown, own: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(own)) return own ?? base
  return Object.fromEntries(Object.entries(base).map(([key, value]) => [key, key in own ? laidOver(value, own[key]) : value]))
}
