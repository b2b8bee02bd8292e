import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { EventMicrosite } from '@/components/events/EventMicrosite'
import { EventMicrositeMobile } from '@/components/events/EventMicrositeMobile'
import { getRegistrationStatus } from '@/data/registrations/status'
import { micrositeMetadata } from '@/seo/micrositeMetadata'
import { eventPaths } from '@/rules/eventRoutes'
import { notFoundMetadata } from '@/seo/pageMetadata'
import { pageLanguage } from '@/i18n/pageLanguage'

import { loadEvent } from '../../../_load/event'

type Props = { params: Promise<{ locale: string; token: string }> }

// Rendered on the first request for each event, then served from the cache (expired when the
// event is edited); the time-based registration state is refreshed every few minutes, and the
// form reads the live state itself.
export const dynamicParams = true
export const revalidate = 300

export async function generateStaticParams() {
  return []
}


export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await loadEvent(params)
  if (!found) return notFoundMetadata(await pageLanguage(params))
  return micrositeMetadata(found.event, found.parsed.mobile)
}

/**
 * /{token} (Chinese), /{token}-en (English) and their mobile twins /m.{token}, /m.{token}-en.
 * The microsite's language is in its address, so /en/{token}… is sent to the unprefixed one.
 * Unknown tokens (and every other single segment no page claims) are a real 404.
 */
export default async function MicrositePage({ params }: Props) {
  const found = await loadEvent(params)
  // The 404 page in the HTML itself (a bare notFound() sends an empty body: see NotFoundContent).
  if (!found) return <NotFoundContent locale={await pageLanguage(params)} />
  const { locale, parsed, event } = found
  // Spec §2.1: a microsite is Chinese or English, by its own address; any other language's prefix leads to the English one.
  if (locale !== 'zh') permanentRedirect((parsed.mobile ? eventPaths.mobileMicrosite : eventPaths.microsite)(event.token, 'en'))
  setRequestLocale(locale)
  const status = await getRegistrationStatus(event)
  const initial = { state: status.state, seats: status.seats }
  return parsed.mobile ? <EventMicrositeMobile event={event} initial={initial} /> : <EventMicrosite event={event} initial={initial} />
}
