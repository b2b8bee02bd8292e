import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getEventForInvitationPage, type EventContent } from '@/data/events'
import { getRegistrationStatus } from '@/data/registrations/status'
import { eventPaths, type InvitationPage } from '@/rules/eventRoutes'
import { type Locale } from '@/rules/language'
import { pageMetadata } from '@/seo/pageMetadata'
import { pageLanguage } from '@/i18n/pageLanguage'

import { InvitationShell, type InvitationTab } from './InvitationShell'
import { InvitationAgenda, InvitationLanding, InvitationRegister, InvitationVenue } from './InvitationViews'

/*
 * The route files of an invitation family (/invitation2025…, /mega1-invitation…) differ only in
 * the family: each takes `default` and `generateMetadata` from invitationRoute(family, tab) (or
 * personalInvitationRoute(family)) and states its caching settings, which Next reads from the
 * route file itself.
 */

export type Props = { params: Promise<{ locale: string; code?: string }> }
type SharedTab = Exclude<InvitationTab, 'personal'>

const sharedTabs: Record<SharedTab, { path: (page: InvitationPage) => string; title: 'kicker' | 'agenda' | 'venue' | 'registerTitle' }> = {
  home: { path: eventPaths.invitation, title: 'kicker' },
  agenda: { path: eventPaths.invitationAgenda, title: 'agenda' },
  venue: { path: eventPaths.invitationVenue, title: 'venue' },
  register: { path: eventPaths.invitationRegister, title: 'registerTitle' },
}

export async function loadFamily(params: Props['params'], page: InvitationPage): Promise<{ locale: Locale; event: EventContent | null }> {
  const locale = await pageLanguage(params)
  return { locale, event: await getEventForInvitationPage(locale, page) }
}

async function view(tab: SharedTab, event: EventContent, page: InvitationPage) {
  if (tab === 'agenda') return <InvitationAgenda event={event} />
  if (tab === 'venue') return <InvitationVenue event={event} />
  if (tab === 'home') return <InvitationLanding event={event} page={page} />
  const status = await getRegistrationStatus(event)
  return <InvitationRegister event={event} page={page} state={status.state} seats={status.seats} />
}

/** A page every visitor sees: the landing page, agenda, venue or public registration of the family's event. */
export function invitationRoute(page: InvitationPage, tab: SharedTab) {
  const { path, title } = sharedTabs[tab]
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale, event } = await loadFamily(params, page)
      if (!event) return {}
      const t = await getTranslations({ locale, namespace: 'events' })
      const image = event.invitation.image ?? event.heroImage
      return pageMetadata({ path: path(page), locale, title: `${t(`invitation.${title}`)} · ${event.title}`, description: event.subtitle, image })
    },
    default: async function InvitationFamilyPage({ params }: Props) {
      const { locale, event } = await loadFamily(params, page)
      setRequestLocale(locale)
      if (!event) notFound()
      return (
        <InvitationShell event={event} page={page} tab={tab} path={path(page)}>
          {await view(tab, event, page)}
        </InvitationShell>
      )
    },
  }
}
