import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import { SkipLink } from '@/components/layout/SkipLink'
import type { EventContent } from '@/data/events'
import { eventPaths } from '@/rules/eventRoutes'
import { formatEventSpan, formatEventTime, type RegistrationState } from '@/rules/events'
import { paths } from '@/rules/paths'

import desktop from './EventMicrosite.module.css'
import mobileStyles from './EventMobile.module.css'
import { Paragraphs } from './Paragraphs'
import { RegistrationSlot } from './RegistrationSlot'

export interface EventMicrositeProps {
  event: EventContent
  mobile: boolean
  /** Registration state and seats when the page was rendered (the form refreshes it live). */
  initial: { state: RegistrationState; seatsLeft: number | null }
}

const tierOrder = ['host', 'sponsor', 'partner', 'media'] as const

/**
 * The conference microsite (/{token}, /{token}-en and the mobile twins /m.{token}, /m.{token}-en):
 * blank layout, no consult button; hero, about, agenda, speakers, venue with map, partners and
 * the registration form. The desktop and phone versions share the markup; only the styles differ
 * (the phone's are in rem, the root font size being viewport width / 3.75, spec §2.4).
 */
export async function EventMicrosite({ event, mobile, initial }: EventMicrositeProps) {
  const language = event.language
  const t = await getTranslations({ locale: language, namespace: 'events' })
  const styles = mobile ? mobileStyles : desktop
  const other = language === 'zh' ? 'en' : 'zh'
  const micrositePath = mobile ? eventPaths.mobileMicrosite : eventPaths.microsite
  const signInHref = mobile ? eventPaths.mobileSignIn(event.token, language) : eventPaths.signIn(event.token, language)
  const stateText =
    initial.state === 'notOpen'
      ? t('state.notOpen', { date: formatEventTime(event.registration.opensAt ?? event.startsAt, language) })
      : t(`state.${initial.state}`)
  const partnersByTier = tierOrder
    .map((tier) => ({ tier, partners: event.partners.filter((partner) => partner.tier === tier) }))
    .filter((group) => group.partners.length > 0)
  const sections = [
    event.intro || event.highlights.length ? { id: 'about', label: t('nav.about') } : null,
    event.agenda.length ? { id: 'agenda', label: t('nav.agenda') } : null,
    event.speakers.length ? { id: 'speakers', label: t('nav.speakers') } : null,
    { id: 'venue', label: t('nav.venue') },
    event.partners.length ? { id: 'partners', label: t('nav.partners') } : null,
  ].filter((section): section is { id: string; label: string } => section !== null)

  return (
    <>
      {mobile && <style>{'html{font-size:calc(100vw / 3.75)}'}</style>}
      <div
        className={`${styles.site} ${styles[event.theme]}`}
        lang={language === 'zh' ? 'zh-CN' : 'en'}
        data-testid="event-microsite"
        data-variant={mobile ? 'mobile' : 'desktop'}
      >
        <SkipLink locale={language} />
        <header className={styles.topbar}>
          <div className={styles.bar}>
            <a href={paths.home()} className={styles.brand} title={t('backToSite')}>
              <span className={styles.logo} aria-hidden="true">
                R
              </span>
              <span className={styles.brandName}>{t('brand')}</span>
            </a>
            {!mobile && (
              <nav aria-label={t('nav.label')} className={styles.nav}>
                {sections.map((section) => (
                  <a key={section.id} href={`#${section.id}`}>
                    {section.label}
                  </a>
                ))}
              </nav>
            )}
            <a
              href={micrositePath(event.token, other)}
              className={styles.language}
              hrefLang={other === 'zh' ? 'zh-CN' : 'en'}
              title={t('otherLanguageLabel')}
              data-testid="event-language-switch"
            >
              {t('otherLanguage')}
            </a>
            <a href="#register" className={styles.barCta}>
              {t('nav.register')}
            </a>
          </div>
        </header>

        <main id="main" tabIndex={-1}>
          <section className={styles.hero}>
            {event.heroImage && <Image src={event.heroImage.url} alt="" fill priority sizes="100vw" className={styles.heroImage} />}
            <div className={styles.heroInner}>
              <p className={styles.badge}>
                <span className={styles.badgeDot} aria-hidden="true" />
                {stateText}
              </p>
              <h1 className={styles.title}>{event.title}</h1>
              {event.subtitle && <p className={styles.subtitle}>{event.subtitle}</p>}
              <dl className={styles.facts}>
                <div>
                  <dt>{t('hero.when')}</dt>
                  <dd>{formatEventSpan(event.startsAt, event.endsAt, language)}</dd>
                </div>
                <div>
                  <dt>{t('hero.where')}</dt>
                  <dd>{event.venue.name}</dd>
                </div>
              </dl>
              <div className={styles.heroActions}>
                {initial.state === 'ended' ? (
                  <a href={`#${sections[0]?.id ?? 'venue'}`} className={styles.primary}>
                    {t('hero.details')}
                  </a>
                ) : (
                  <>
                    <a href="#register" className={styles.primary}>
                      {t('hero.register')}
                    </a>
                    <a href={`#${sections[0]?.id ?? 'venue'}`} className={styles.ghost}>
                      {t('hero.details')}
                    </a>
                  </>
                )}
              </div>
            </div>
          </section>

          {mobile && (
            <nav aria-label={t('nav.label')} className={styles.tabs}>
              {sections.map((section) => (
                <a key={section.id} href={`#${section.id}`}>
                  {section.label}
                </a>
              ))}
            </nav>
          )}

          {(event.intro || event.highlights.length > 0) && (
            <section id="about" aria-labelledby="about-title" className={styles.section}>
              <div className={styles.inner}>
                <h2 id="about-title" className={styles.sectionTitle}>
                  {t('sections.about')}
                </h2>
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
              </div>
            </section>
          )}

          {event.agenda.length > 0 && (
            <section id="agenda" aria-labelledby="agenda-title" className={`${styles.section} ${styles.alt}`}>
              <div className={styles.inner}>
                <h2 id="agenda-title" className={styles.sectionTitle}>
                  {t('sections.agenda')}
                </h2>
                <p className={styles.sectionLead}>{formatEventTime(event.startsAt, language, 'weekdayDate')}</p>
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
              </div>
            </section>
          )}

          {event.speakers.length > 0 && (
            <section id="speakers" aria-labelledby="speakers-title" className={styles.section}>
              <div className={styles.inner}>
                <h2 id="speakers-title" className={styles.sectionTitle}>
                  {t('sections.speakers')}
                </h2>
                <ul className={styles.speakers}>
                  {event.speakers.map((speaker) => (
                    <li key={speaker.name} className={styles.speaker}>
                      <div className={styles.photo}>
                        {speaker.photo && (
                          <Image src={speaker.photo.url} alt={speaker.name} fill sizes={mobile ? '30vw' : '220px'} className={styles.photoImage} />
                        )}
                      </div>
                      <div>
                        <h3>{speaker.name}</h3>
                        {speaker.role && <p className={styles.role}>{speaker.role}</p>}
                        {speaker.bio && <p className={styles.bio}>{speaker.bio}</p>}
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          )}

          <section id="venue" aria-labelledby="venue-title" className={`${styles.section} ${styles.alt}`}>
            <div className={`${styles.inner} ${styles.venue}`}>
              <div className={styles.venueText}>
                <h2 id="venue-title" className={styles.sectionTitle}>
                  {t('sections.venue')}
                </h2>
                <p className={styles.venueName}>{event.venue.name}</p>
                {event.venue.address && (
                  <p className={styles.venueLine}>
                    <strong>{t('sections.address')}</strong>
                    {event.venue.address}
                  </p>
                )}
                {event.venue.directions && (
                  <p className={styles.venueLine}>
                    <strong>{t('sections.directions')}</strong>
                    {event.venue.directions}
                  </p>
                )}
                {event.venue.mapUrl && (
                  <a href={event.venue.mapUrl} className={styles.textLink} target="_blank" rel="noopener noreferrer">
                    {t('sections.openMap')} ↗
                  </a>
                )}
              </div>
              {event.venue.map && (
                <figure className={styles.map}>
                  <Image
                    src={event.venue.map.url}
                    alt={event.venue.map.alt || event.venue.name}
                    width={event.venue.map.width ?? 1200}
                    height={event.venue.map.height ?? 800}
                    sizes={mobile ? '100vw' : '(min-width: 1200px) 680px, 60vw'}
                  />
                </figure>
              )}
            </div>
          </section>

          {partnersByTier.length > 0 && (
            <section id="partners" aria-labelledby="partners-title" className={styles.section}>
              <div className={styles.inner}>
                <h2 id="partners-title" className={styles.sectionTitle}>
                  {t('sections.partners')}
                </h2>
                <div className={styles.tiers}>
                  {partnersByTier.map((group) => (
                    <div key={group.tier} className={styles.tier}>
                      <h3 className={styles.tierTitle}>{t(`sections.tiers.${group.tier}`)}</h3>
                      <ul className={styles.partners}>
                        {group.partners.map((partner) => {
                          const logo = partner.logo ? (
                            <Image src={partner.logo.url} alt={partner.name} width={180} height={80} className={styles.partnerLogo} />
                          ) : (
                            <span className={styles.partnerName}>{partner.name}</span>
                          )
                          return (
                            <li key={partner.name} className={styles.partner}>
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
              </div>
            </section>
          )}

          <section id="register" aria-labelledby="register-title" className={`${styles.section} ${styles.register}`}>
            <div className={`${styles.inner} ${styles.registerInner}`}>
              <div className={styles.registerAside}>
                <h2 id="register-title" className={styles.sectionTitle}>
                  {t('sections.register')}
                </h2>
                <p className={styles.registerEvent}>{event.title}</p>
                <p className={styles.registerFact}>{formatEventSpan(event.startsAt, event.endsAt, language)}</p>
                <p className={styles.registerFact}>{event.venue.name}</p>
              </div>
              <div className={styles.card}>
                <RegistrationSlot
                  language={language}
                  hash={event.hash}
                  questions={event.registration.questions}
                  initial={{ state: initial.state, seatsLeft: initial.seatsLeft, opensAt: event.registration.opensAt }}
                  source={mobile ? 'mobile' : 'web'}
                  signInHref={signInHref}
                />
              </div>
            </div>
          </section>
        </main>

        <footer className={styles.footer}>
          <div className={styles.inner}>
            <span>
              © {new Date(event.startsAt).getUTCFullYear()} {t('brand')}
            </span>
            <a href={signInHref}>{t('nav.signIn')}</a>
            <a href={paths.home()}>{t('backToSite')}</a>
          </div>
        </footer>

        {mobile && initial.state !== 'ended' && (
          <div className={styles.stickyCta}>
            <a href="#register">{t('nav.register')}</a>
          </div>
        )}
      </div>
    </>
  )
}
