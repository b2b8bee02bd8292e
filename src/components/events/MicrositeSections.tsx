import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { Image } from '@/components/media/Image'
import type { EventContent } from '@/data/events'
import { formatEventSpan, formatEventTime } from '@/rules/events'
import { paths } from '@/rules/paths'

import shared from './MicrositeShared.module.css'
import { Paragraphs } from './Paragraphs'

/*
 * The sections both microsite views show (EventMicrosite on desktop, EventMicrositeMobile on the
 * phone): the same markup, each view with its own style sheet (`styles`). What differs between
 * the twins (the top bar, the tabs, the sticky button, image sizes) is in the views.
 */

export type EventsTranslator = Awaited<ReturnType<typeof getTranslations<'events'>>>
export type Styles = Readonly<Record<string, string>>
type Part = { event: EventContent; t: EventsTranslator; styles: Styles }

const tierOrder = ['host', 'sponsor', 'partner', 'media'] as const

/** The page's sections in order, for the navigation (the ones with content). */
export function micrositeSections(event: EventContent, t: EventsTranslator): { id: string; label: string }[] {
  return [
    event.intro || event.highlights.length ? { id: 'about', label: t('nav.about') } : null,
    event.agenda.length ? { id: 'agenda', label: t('nav.agenda') } : null,
    event.speakers.length ? { id: 'speakers', label: t('nav.speakers') } : null,
    { id: 'venue', label: t('nav.venue') },
    event.partners.length ? { id: 'partners', label: t('nav.partners') } : null,
  ].filter((section): section is { id: string; label: string } => section !== null)
}

export function SectionLinks({ sections }: { sections: { id: string; label: string }[] }) {
  return sections.map((section) => (
    <a key={section.id} href={`#${section.id}`}>
      {section.label}
    </a>
  ))
}

/** A titled section of the page, `id` its anchor for the navigation; `alt` shades it. */
function Section({ id, title, styles, alt, children }: { id: string; title: string; styles: Styles; alt?: boolean; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={alt ? `${styles.section} ${shared.alt}` : styles.section}>
      <div className={styles.inner}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  )
}

export function About({ event, t, styles }: Part) {
  if (!event.intro && event.highlights.length === 0) return null
  return (
    <Section id="about" title={t('sections.about')} styles={styles}>
      <div className={styles.aboutGrid}>
        <Paragraphs text={event.intro} className={styles.prose} />
        {event.highlights.length > 0 && (
          <ul className={styles.highlights} aria-label={t('sections.highlights')}>
            {event.highlights.map((highlight, index) => (
              <li key={highlight.title} className={styles.highlight}>
                <span className={styles.highlightIndex} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3>{highlight.title}</h3>
                {highlight.text && <p>{highlight.text}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  )
}

export function Agenda({ event, t, styles }: Part) {
  if (event.agenda.length === 0) return null
  return (
    <Section id="agenda" title={t('sections.agenda')} styles={styles} alt>
      <p className={styles.sectionLead}>{formatEventTime(event.startsAt, event.language, 'weekdayDate')}</p>
      <ol className={styles.agenda}>
        {event.agenda.map((item) => (
          <li key={`${item.time}-${item.title}`} className={styles.agendaItem}>
            <time className={styles.agendaTime}>{item.time}</time>
            <div className={styles.agendaBody}>
              <h3>{item.title}</h3>
              {item.speaker && <p className={styles.agendaSpeaker}>{item.speaker}</p>}
              {item.description && <p className={styles.agendaText}>{item.description}</p>}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  )
}

export function Speakers({ event, t, styles, photoSizes }: Part & { photoSizes: string }) {
  if (event.speakers.length === 0) return null
  return (
    <Section id="speakers" title={t('sections.speakers')} styles={styles}>
      <ul className={styles.speakers}>
        {event.speakers.map((speaker) => (
          <li key={speaker.name} className={styles.speaker}>
            <div className={styles.photo}>{speaker.photo && <Image src={speaker.photo.url} focus={speaker.photo.focus} alt={speaker.name} fill sizes={photoSizes} className={shared.photoImage} />}</div>
            <div>
              <h3>{speaker.name}</h3>
              {speaker.role && <p className={styles.role}>{speaker.role}</p>}
              {speaker.bio && <p className={styles.bio}>{speaker.bio}</p>}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function Venue({ event, t, styles, mapSizes }: Part & { mapSizes: string }) {
  const { venue } = event
  return (
    <section id="venue" aria-labelledby="venue-title" className={`${styles.section} ${shared.alt}`}>
      <div className={`${styles.inner} ${styles.venue}`}>
        <div className={styles.venueText}>
          <h2 id="venue-title" className={styles.sectionTitle}>
            {t('sections.venue')}
          </h2>
          <p className={styles.venueName}>{venue.name}</p>
          {venue.address && (
            <p className={styles.venueLine}>
              <strong>{t('sections.address')}</strong>
              {venue.address}
            </p>
          )}
          {venue.directions && (
            <p className={styles.venueLine}>
              <strong>{t('sections.directions')}</strong>
              {venue.directions}
            </p>
          )}
          {venue.mapUrl && (
            <a href={venue.mapUrl} className={styles.textLink} target="_blank" rel="noopener noreferrer">
              {t('sections.openMap')} ↗
            </a>
          )}
        </div>
        {venue.map && (
          <figure className={`${styles.map} ${shared.map}`}>
            <Image src={venue.map.url} focus={venue.map.focus} alt={venue.map.alt || venue.name} width={venue.map.width ?? 1200} height={venue.map.height ?? 800} sizes={mapSizes} />
          </figure>
        )}
      </div>
    </section>
  )
}

export function Partners({ event, t, styles }: Part) {
  const groups = tierOrder.map((tier) => ({ tier, partners: event.partners.filter((partner) => partner.tier === tier) })).filter((group) => group.partners.length > 0)
  if (groups.length === 0) return null
  return (
    <Section id="partners" title={t('sections.partners')} styles={styles}>
      <div className={styles.tiers}>
        {groups.map((group) => (
          <div key={group.tier} className={styles.tier}>
            <h3 className={styles.tierTitle}>{t(`sections.tiers.${group.tier}`)}</h3>
            <ul className={styles.partners}>
              {group.partners.map((partner) => {
                const logo = partner.logo ? (
                  <Image src={partner.logo.url} focus={partner.logo.focus} alt={partner.name} width={180} height={80} className={styles.partnerLogo} />
                ) : (
                  <span className={styles.partnerName}>{partner.name}</span>
                )
                return (
                  <li key={partner.name} className={`${styles.partner} ${shared.partner}`}>
                    {partner.url ? (
                      <a href={partner.url} target={partner.url.startsWith('/') ? undefined : '_blank'} rel="noopener noreferrer">
                        {logo}
                      </a>
                    ) : (
                      logo
                    )}
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  )
}

export function MicrositeFooter({ event, t, styles, signInHref }: Part & { signInHref: string }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <span>
          © {new Date(event.startsAt).getUTCFullYear()} {t('brand')}
        </span>
        <a href={signInHref}>{t('nav.signIn')}</a>
        <a href={paths.home()}>{t('backToSite')}</a>
      </div>
    </footer>
  )
}

/** When and where, as the hero and the registration aside show it. */
export const eventSpan = (event: EventContent) => formatEventSpan(event.startsAt, event.endsAt, event.language)
