import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { EventSignIn } from '@/components/events/EventSignIn'
import { getAnniversaryEvent } from '@/data/events'
import { eventPaths } from '@/rules/eventRoutes'
import { otherLocale } from '@/rules/language'
import { alternates, localizedPath } from '@/seo/alternates'
import { pageLanguage } from '@/i18n/pageLanguage'

type Props = { params: Promise<{ locale: string }> }

// The check-in window shown is the one at render time: re-render every few minutes.
export const revalidate = 300

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLanguage(params)
  const event = await getAnniversaryEvent(locale)
  if (!event) return {}
  return {
    title: (await getTranslations({ locale, namespace: 'events.anniversary' }))('metaTitle', { event: event.title }),
    alternates: alternates(eventPaths.anniversarySignIn(), locale),
    robots: { index: false },
  }
}

/**
 * The anniversary sign-in page (/anniversary-sign-in, /en/anniversary-sign-in): check-in for the
 * event the CMS flags as the anniversary, in the gala's colours, with the guest's arrival number.
 * An ordinary site page in its language (it takes the /en prefix); it works on phones as it is.
 */
export default async function AnniversarySignInPage({ params }: Props) {
  const locale = await pageLanguage(params)
  const event = await getAnniversaryEvent(locale)
  if (!event) notFound()
  return (
    <EventSignIn
      event={event}
      variant="anniversary"
      otherLanguageHref={localizedPath(eventPaths.anniversarySignIn(), otherLocale(locale))}
      registerHref={eventPaths.microsite(event.token, locale)}
    />
  )
}
