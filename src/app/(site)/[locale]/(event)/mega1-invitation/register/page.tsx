import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { InvitationShell } from '@/components/events/invitation/InvitationShell'
import { InvitationRegister } from '@/components/events/invitation/InvitationViews'
import { getRegistrationStatus } from '@/data/registrations/status'
import { getEventForInvitationPage } from '@/data/events'
import { eventPaths } from '@/rules/eventRoutes'
import { languageOrDefault } from '@/rules/language'
import { pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string }> }

const page = 'mega1-invitation' as const

// Re-rendered every few minutes (time-based states) and whenever the event is edited.
export const revalidate = 300

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = languageOrDefault((await params).locale)
  const event = await getEventForInvitationPage(locale, page)
  if (!event) return {}
  return pageMetadata({
    path: eventPaths.invitationRegister(page),
    locale,
    title: `${locale === 'zh' ? '报名参加' : 'Register'} · ${event.title}`,
    description: event.subtitle,
    image: event.invitation.image ?? event.heroImage,
  })
}

/** /mega1-invitation/register: registration without an invitation (the event the CMS binds to /mega1-invitation). */
export default async function InvitationRegisterPage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  const event = await getEventForInvitationPage(locale, page)
  if (!event) notFound()
  const status = await getRegistrationStatus(event)
  return (
    <InvitationShell event={event} page={page} tab="register" path={eventPaths.invitationRegister(page)}>
      <InvitationRegister event={event} page={page} state={status.state} seatsLeft={status.seatsLeft} />
    </InvitationShell>
  )
}
