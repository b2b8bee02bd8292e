import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { EventSignIn } from '@/components/events/EventSignIn'
import { micrositeMetadata } from '@/seo/micrositeMetadata'
import { eventPaths } from '@/rules/eventRoutes'

import { loadEvent } from '../../../../_load/event'

type Props = { params: Promise<{ locale: string; token: string }> }

export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await loadEvent(params, { allowMobilePrefix: false })
  if (!found) return {}
  return micrositeMetadata(found.event, false, { title: found.event.language === 'zh' ? '现场签到' : 'Check-in', path: eventPaths.signIn })
}

/** /{token}/sign-in and /{token}-en/sign-in: check-in at the venue (desktop; the phone twin is /m.sign-in/{token}). */
export default async function SignInPage({ params }: Props) {
  const found = await loadEvent(params, { allowMobilePrefix: false })
  if (!found) notFound()
  const { locale, parsed, event } = found
  if (locale !== 'zh') permanentRedirect(eventPaths.signIn(event.token, 'en'))
  setRequestLocale(locale)
  const other = parsed.language === 'zh' ? 'en' : 'zh'
  return (
    <EventSignIn
      event={event}
      variant="kiosk"
      otherLanguageHref={eventPaths.signIn(event.token, other)}
      registerHref={`${eventPaths.microsite(event.token, parsed.language)}#register`}
    />
  )
}
