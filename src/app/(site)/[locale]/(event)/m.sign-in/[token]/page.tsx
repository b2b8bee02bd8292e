import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { EventSignIn } from '@/components/events/EventSignIn'
import { micrositeMetadata } from '@/seo/micrositeMetadata'
import { eventPaths } from '@/rules/eventRoutes'

import { loadEvent } from '../../../_load/event'

type Props = { params: Promise<{ locale: string; token: string }> }

export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await loadEvent(params, { allowMobilePrefix: false })
  if (!found) return {}
  return micrositeMetadata(found.event, true, { title: found.event.language === 'zh' ? '现场签到' : 'Check-in', path: eventPaths.signIn })
}

/** Spec §2.2 mobile sign-in page: /m.sign-in/{token} and /m.sign-in/{token}-en (twin of /{token}/sign-in). */
export default async function MobileSignInPage({ params }: Props) {
  const found = await loadEvent(params, { allowMobilePrefix: false })
  if (!found) notFound()
  const { locale, parsed, event } = found
  if (locale !== 'zh') permanentRedirect(eventPaths.mobileSignIn(event.token, 'en'))
  setRequestLocale(locale)
  const other = parsed.language === 'zh' ? 'en' : 'zh'
  return (
    <EventSignIn
      event={event}
      variant="mobile"
      otherLanguageHref={eventPaths.mobileSignIn(event.token, other)}
      registerHref={`${eventPaths.mobileMicrosite(event.token, parsed.language)}#register`}
    />
  )
}
