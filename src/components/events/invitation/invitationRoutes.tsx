import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getEventForInvitationPage, getInvitation, type EventContent } from '@/data/events'
import { getRegistrationStatus } from '@/data/registrations/status'
import { eventPaths, type InvitationPage } from '@/rules/eventRoutes'
import { invitationState } from '@/rules/events'
import { languageOrDefault, type Locale } from '@/rules/language'
import { pageMetadata } from '@/seo/pageMetadata'

import { InvitationShell, type InvitationTab } from './InvitationShell'
import { InvitationAgenda, InvitationLanding, InvitationRegister, InvitationVenue, PersonalInvitation } from './InvitationViews'

/*
 * The route files of an invitation family (/invitation2025…, /mega1-invitation…) differ only in
 * the family: each is `export const { default, generateMetadata } = invitationRoute(family, tab)`
 * plus its caching settings, which Next reads from the route file itself.
 */

type Props = { params: Promise<{ locale: string; code?: string }> }
type SharedTab = Exclude<InvitationTab, 'personal'>

const sharedTabs: Record<SharedTab, { path: (page: InvitationPage) => string; title: 'kicker' | 'agenda' | 'venue' | 'registerTitle' }> = {
  home: { path: eventPaths.invitation, title: 'kicker' },
  agenda: { path: eventPaths.invitationAgenda, title: 'agenda' },
  venue: { path: eventPaths.invitationVenue, title: 'venue' },
  register: { path: eventPaths.invitationRegister, title: 'registerTitle' },
}

async function loadFamily(params: Props['params'], page: InvitationPage): Promise<{ locale: Locale; event: EventContent | null }> {
  const locale = languageOrDefault((await params).locale)
  return { locale, event: await getEventForInvitationPage(locale, page) }
}

async function view(tab: SharedTab, event: EventContent, page: InvitationPage) {
  if (tab === 'agenda') return <InvitationAgenda event={event} />
  if (tab === 'venue') return <InvitationVenue event={event} />
  if (tab === 'home') return <InvitationLanding event={event} page={page} />
  const status = await getRegistrationStatus(event)
  return <InvitationRegister event={event} page={page} state={status.state} seatsLeft={status.seatsLeft} />
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

async function loadPersonal(params: Props['params'], page: InvitationPage) {
  const { locale, event } = await loadFamily(params, page)
  const invitation = event ? await getInvitation(event.id, (await params).code ?? '') : null
  return event && invitation ? { locale, event, invitation } : null
}

/** /{family}/{code}: one guest's invitation with accept / decline (not indexed). */
export function personalInvitationRoute(page: InvitationPage) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const found = await loadPersonal(params, page)
      if (!found) return {}
      const { locale, event, invitation } = found
      const t = await getTranslations({ locale, namespace: 'events' })
      const title = `${t('invitation.personalTitle')} · ${event.title}`
      return { ...pageMetadata({ path: eventPaths.personalInvitation(page, invitation.code), locale, title }), robots: { index: false, follow: false } }
    },
    default: async function PersonalInvitationPage({ params }: Props) {
      const found = await loadPersonal(params, page)
      if (!found) notFound()
      const { locale, event, invitation } = found
      setRequestLocale(locale)
      return (
        <InvitationShell event={event} page={page} tab="personal" path={eventPaths.personalInvitation(page, invitation.code)}>
          <PersonalInvitation event={event} page={page} invitation={invitation} state={invitationState(event)} />
        </InvitationShell>
      )
    },
  }
}
