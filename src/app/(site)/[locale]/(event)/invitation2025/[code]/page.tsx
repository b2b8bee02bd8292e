import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { InvitationShell } from '@/components/events/invitation/InvitationShell'
import { PersonalInvitation } from '@/components/events/invitation/InvitationViews'
import { invitationState } from '@/rules/events'
import { getEventForInvitationPage, getInvitation } from '@/data/events'
import { eventPaths } from '@/rules/eventRoutes'
import { languageOrDefault } from '@/rules/language'
import { pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string; code: string }> }

const page = 'invitation2025' as const

// One page per invitation code, rendered on first request and cached until an invitation changes.
export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

async function resolve(params: Props['params']) {
  const { locale: raw, code } = await params
  const locale = languageOrDefault(raw)
  const event = await getEventForInvitationPage(locale, page)
  const invitation = event ? await getInvitation(event.id, code) : null
  return event && invitation ? { locale, event, invitation } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params)
  if (!found) return {}
  const { locale, event, invitation } = found
  return {
    ...pageMetadata({ path: eventPaths.personalInvitation(page, invitation.code), locale, title: `${locale === 'zh' ? '您的邀请函' : 'Your invitation'} · ${event.title}` }),
    robots: { index: false, follow: false },
  }
}

/** /invitation2025/{code}: one guest's invitation with accept / decline (not indexed). */
export default async function PersonalInvitationPage({ params }: Props) {
  const found = await resolve(params)
  if (!found) notFound()
  const { locale, event, invitation } = found
  setRequestLocale(locale)
  return (
    <InvitationShell event={event} page={page} tab="personal" path={eventPaths.personalInvitation(page, invitation.code)}>
      <PersonalInvitation event={event} page={page} invitation={invitation} state={invitationState(event)} />
    </InvitationShell>
  )
}
