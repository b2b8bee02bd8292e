import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { EventSignIn } from '@/components/events/EventSignIn'
import { micrositeMetadata } from '@/seo/micrositeMetadata'
import { eventPaths } from '@/rules/eventRoutes'

import { loadEvent } from '../_load/event'
import { otherLocale } from '@/rules/language'

/*
 * The two check-in routes, /{token}/sign-in (the venue's kiosk) and /m.sign-in/{token} (the
 * phone), differ only in their addresses and the form's variant: each route file takes `default`
 * and `generateMetadata` from signInRoute(variant) and states its caching settings, which Next
 * reads from the route file itself. Sign-in addresses take no `m.` prefix, hence
 * `allowMobilePrefix: false`; the language is in the address, so /en/… is sent to the unprefixed one.
 */

type Props = { params: Promise<{ locale: string; token: string }> }

const twins = {
  kiosk: { signIn: eventPaths.signIn, microsite: eventPaths.microsite, mobile: false },
  mobile: { signIn: eventPaths.mobileSignIn, microsite: eventPaths.mobileMicrosite, mobile: true },
}

export function signInRoute(variant: keyof typeof twins) {
  const { signIn, microsite, mobile } = twins[variant]
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const found = await loadEvent(params, { allowMobilePrefix: false })
      if (!found) return {}
      const t = await getTranslations({ locale: found.event.language, namespace: 'events.signIn' })
      return micrositeMetadata(found.event, mobile, { title: t('title'), path: eventPaths.signIn })
    },
    default: async function SignInPage({ params }: Props) {
      const found = await loadEvent(params, { allowMobilePrefix: false })
      if (!found) notFound()
      const { locale, parsed, event } = found
      if (locale !== 'zh') permanentRedirect(signIn(event.token, 'en'))
      setRequestLocale(locale)
      const other = otherLocale(parsed.language)
      return (
        <EventSignIn
          event={event}
          variant={variant}
          otherLanguageHref={signIn(event.token, other)}
          registerHref={`${microsite(event.token, parsed.language)}#register`}
        />
      )
    },
  }
}
