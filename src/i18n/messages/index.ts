import type { Locale } from '@/rules/language'

/*
 * UI strings, one JSON file per area and language (messages/<locale>/<namespace>.json), so each
 * area owns its file. The namespace is the file name: t('nav.home') reads nav.json's "home".
 */
const namespaces = ['common', 'nav', 'home', 'footer', 'product', 'solution', 'mdm', 'news', 'about', 'album', 'errors', 'enquiry', 'mobile', 'events', 'eventAnswers', 'keyboard', 'search', 'compare', 'resources'] as const

export async function loadMessages(locale: Locale): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    namespaces.map(async (namespace) => [namespace, (await import(`./${locale}/${namespace}.json`)).default] as const),
  )
  return Object.fromEntries(entries)
}
