import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import type { EventContent } from '@/data/events'
import { eventPaths, type InvitationPage } from '@/rules/eventRoutes'
import { formatEventSpan, type RegistrationState, type SeatsBand } from '@/rules/events'
import { localizedPath } from '@/seo/alternates'

import { eventApi } from '../api'
import { Paragraphs } from '../Paragraphs'
import { RegistrationSlot } from '../RegistrationSlot'
import styles from './Invitation.module.css'
import { InvitationCodeForm } from './InvitationCodeForm'

export function Facts({ event, t }: { event: EventContent; t: Awaited<ReturnType<typeof getTranslations>> }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('hero.when')}</dt>
        <dd>{formatEventSpan(event.startsAt, event.endsAt, event.language)}</dd>
      </div>
      <div>
        <dt>{t('hero.where')}</dt>
        <dd>
          {event.venue.name}
          {event.venue.address && <span className={styles.address}>{event.venue.address}</span>}
        </dd>
      </div>
    </dl>
  )
}

export function Letter({ event, greeting }: { event: EventContent; greeting: string }) {
  return (
    <article className={styles.letter}>
      <p className={styles.greeting}>{greeting}</p>
      <Paragraphs text={event.invitation.letter || event.intro} className={styles.letterBody} />
      {event.invitation.signature && <p className={styles.signature}>{event.invitation.signature}</p>}
    </article>
  )
}

export function Card({ event }: { event: EventContent }) {
  const image = event.invitation.image ?? event.heroImage
  return (
    <div className={styles.cardArt}>
      {image && <Image src={image.url} focus={image.focus} alt={image.alt || event.title} width={image.width ?? 1200} height={image.height ?? 800} priority sizes="(min-width: 880px) 800px, 100vw" />}
    </div>
  )
}

/** /invitation2025, /mega1-invitation: the invitation, the event at a glance, and the way to one's own invitation. */
export async function InvitationLanding({ event, page }: { event: EventContent; page: InvitationPage }) {
  const t = await getTranslations({ locale: event.language, namespace: 'events' })
  const href = (path: string) => localizedPath(path, event.language)
  return (
    <>
      <section className={styles.intro}>
        <p className={styles.kicker}>{t('invitation.kicker')}</p>
        <h1 className={styles.title}>{event.title}</h1>
        {event.subtitle && <p className={styles.subtitle}>{event.subtitle}</p>}
      </section>
      <Card event={event} />
      <Letter event={event} greeting={t('invitation.dearGuest')} />
      <section className={styles.panel}>
        <Facts event={event} t={t} />
        <div className={styles.links}>
          <a href={href(eventPaths.invitationAgenda(page))}>{t('invitation.agenda')} →</a>
          <a href={href(eventPaths.invitationVenue(page))}>{t('invitation.venue')} →</a>
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="code-title">
        <h2 id="code-title" className={styles.panelTitle}>
          {t('invitation.codeTitle')}
        </h2>
        <p className={styles.muted}>{t('invitation.codeIntro')}</p>
        <InvitationCodeForm
          base={href(eventPaths.invitation(page))}
          text={{ label: t('invitation.codeLabel'), placeholder: t('invitation.codePlaceholder'), submit: t('invitation.codeSubmit'), invalid: t('invitation.codeInvalid') }}
        />
        <p className={styles.registerHint}>
          <a href={href(eventPaths.invitationRegister(page))}>{t('invitation.registerLink')} →</a>
        </p>
      </section>
    </>
  )
}

/** …/agenda: the programme. */
export async function InvitationAgenda({ event }: { event: EventContent }) {
  const t = await getTranslations({ locale: event.language, namespace: 'events' })
  return (
    <section className={styles.panel}>
      <h1 className={styles.panelTitle}>{t('sections.agenda')}</h1>
      <p className={styles.muted}>{formatEventSpan(event.startsAt, event.endsAt, event.language)}</p>
      <ol className={styles.agenda}>
        {event.agenda.map((item) => (
          <li key={`${item.time}-${item.title}`}>
            <time>{item.time}</time>
            <div>
              <h2>{item.title}</h2>
              {item.speaker && <p className={styles.speaker}>{item.speaker}</p>}
              {item.description && <p className={styles.muted}>{item.description}</p>}
            </div>
          </li>
        ))}
      </ol>
      {event.speakers.length > 0 && (
        <>
          <h2 className={styles.panelTitle}>{t('sections.speakers')}</h2>
          <ul className={styles.speakers}>
            {event.speakers.map((speaker) => (
              <li key={speaker.name}>
                <span className={styles.photo}>{speaker.photo && <Image src={speaker.photo.url} focus={speaker.photo.focus} alt={speaker.name} fill sizes="64px" />}</span>
                <span>
                  <strong>{speaker.name}</strong>
                  <span className={styles.muted}>{speaker.role}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

/** …/venue: where, how to get there, the map. */
export async function InvitationVenue({ event }: { event: EventContent }) {
  const t = await getTranslations({ locale: event.language, namespace: 'events' })
  return (
    <section className={styles.panel}>
      <h1 className={styles.panelTitle}>{t('sections.venue')}</h1>
      <p className={styles.venueName}>{event.venue.name}</p>
      {event.venue.address && (
        <p className={styles.line}>
          <strong>{t('sections.address')}</strong>
          {event.venue.address}
        </p>
      )}
      {event.venue.directions && (
        <p className={styles.line}>
          <strong>{t('sections.directions')}</strong>
          {event.venue.directions}
        </p>
      )}
      {event.venue.map && (
        <figure className={styles.map}>
          <Image src={event.venue.map.url} focus={event.venue.map.focus} alt={event.venue.map.alt || event.venue.name} width={event.venue.map.width ?? 1200} height={event.venue.map.height ?? 800} sizes="(min-width: 880px) 800px, 100vw" />
        </figure>
      )}
    </section>
  )
}

/** …/register: registration without an invitation (mega1 reads its live state from mega1RegistrationInfo). */
export async function InvitationRegister({ event, page, state, seats }: { event: EventContent; page: InvitationPage; state: RegistrationState; seats: SeatsBand | null }) {
  const t = await getTranslations({ locale: event.language, namespace: 'events' })
  return (
    <section className={styles.panel}>
      <h1 className={styles.panelTitle}>{t('invitation.registerTitle')}</h1>
      <p className={styles.muted}>{t('invitation.registerIntro')}</p>
      <Facts event={event} t={t} />
      <div className={styles.formBox}>
        <RegistrationSlot
          language={event.language}
          hash={event.hash}
          questions={event.registration.questions}
          initial={{ state, seats, opensAt: event.registration.opensAt }}
          statusUrl={page === 'mega1-invitation' ? eventApi.mega1(event.language) : undefined}
          signInHref={eventPaths.signIn(event.token, event.language)}
        />
      </div>
    </section>
  )
}
