import { getEventByToken } from '@/data/events'
import { parseEventSegment } from '@/rules/eventRoutes'
import { pageLanguage } from '@/i18n/pageLanguage'

type EventParams = Promise<{ locale: string; token: string }>

/**
 * The event a microsite address names (`{token}`, `{token}-en`, `m.{token}`…), with the site
 * language of the request and the parsed address; null for an unknown token. Sign-in pages take
 * no `m.` prefix (the phone's is /m.sign-in/{token}), so they pass `allowMobilePrefix: false`.
 */
export async function loadEvent(params: EventParams, { allowMobilePrefix = true } = {}) {
  const { token: segment } = await params
  const parsed = parseEventSegment(segment)
  if (!parsed || (parsed.mobile && !allowMobilePrefix)) return null
  const event = await getEventByToken(parsed.language, parsed.token)
  return event ? { locale: await pageLanguage(params), parsed, event } : null
}
