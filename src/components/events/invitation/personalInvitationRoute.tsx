import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { getInvitation } from '@/data/events'
import { eventPaths, type InvitationPage } from '@/rules/eventRoutes'
import { invitationState } from '@/rules/events'
import { pageMetadata } from '@/seo/pageMetadata'

import { loadFamily, type Props } from './invitationRoutes'
import { InvitationShell } from './InvitationShell'
import { PersonalInvitation } from './PersonalInvitation'

// Apart from invitationRoutes.tsx: only this page carries the guest's reply and its client code.

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
