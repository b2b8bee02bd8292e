import { getTranslations } from 'next-intl/server'

import type { EventContent, InvitationContent } from '@/data/events'
import { eventPaths, type InvitationPage } from '@/rules/eventRoutes'
import type { InvitationState } from '@/rules/events'
import { formatCode } from '@/rules/personalCodes'
import { maskSalutation } from '@/rules/privacy'

import { eventApi } from '../api'
import { EventIntlProvider } from '../EventIntlProvider'
import styles from './Invitation.module.css'
import { InvitationResponse } from './InvitationResponse'
import { Card, Facts, Letter } from './InvitationViews'

// Its own module: only the personal page ships the reply (and next-intl with it), not the family's other pages.
/** …/{code}: one guest's invitation, with their answer. */
export async function PersonalInvitation({
  event,
  page,
  invitation,
  state,
}: {
  event: EventContent
  page: InvitationPage
  invitation: InvitationContent
  state: InvitationState
}) {
  const t = await getTranslations({ locale: event.language, namespace: 'events' })
  return (
    <>
      <section className={styles.intro}>
        <p className={styles.kicker}>{t('invitation.kicker')}</p>
        <h1 className={styles.title}>{event.title}</h1>
      </section>
      <Card event={event} />
      <Letter event={event} greeting={t('invitation.dear', { salutation: maskSalutation(invitation.salutation, invitation.guestName) })} />
      <section className={styles.panel}>
        <Facts event={event} t={t} />
      </section>
      <section className={styles.panel} aria-labelledby="reply-title">
        <h2 id="reply-title" className={styles.panelTitle}>
          {t('invitation.respondTitle')}
        </h2>
        {/* The reply is interactive from the start: it brings its strings along. */}
        <EventIntlProvider language={event.language}>
          <InvitationResponse
            hash={event.hash}
            code={invitation.code}
            questions={event.registration.questions}
            status={invitation.status}
            registrationCode={invitation.registrationCode ? formatCode(invitation.registrationCode) : null}
            ended={state === 'ended'}
            // Only the company is filled in: a link travels (forwarded in a chat), so the page shows
            // no contact details on file; the guest types them (docs/events.md "Privacy").
            defaults={{ company: invitation.company }}
            statusUrl={page === 'mega1-invitation' ? eventApi.mega1(event.language, invitation.code) : undefined}
            signInHref={eventPaths.signIn(event.token, event.language)}
          />
        </EventIntlProvider>
      </section>
    </>
  )
}
