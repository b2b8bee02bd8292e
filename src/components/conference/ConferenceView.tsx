import { Image } from '@/components/media/Image'
import { getTranslations } from 'next-intl/server'

import type { ConferenceContent } from '@/data/conference'
import { eventPaths } from '@/rules/eventRoutes'
import type { Locale } from '@/rules/language'

import styles from './Conference.module.css'

/** /cpdc-2024: the conference page, every text and picture from the CMS. */
export async function ConferenceView({ locale, conference }: { locale: Locale; conference: ConferenceContent }) {
  const t = await getTranslations({ locale, namespace: 'about' })
  // The conference's event: its microsite (in the page's language) takes the registrations.
  const microsite = conference.event ? eventPaths.microsite(conference.event.token, locale) : null
  const registration = microsite
    ? { label: conference.registration?.label ?? '', url: `${microsite}#register` }
    : conference.registration
  return (
    <>
      <section className={styles.hero}>
        {conference.heroImage && (
          <Image src={conference.heroImage.url} focus={conference.heroImage.focus} alt={conference.heroImage.alt} fill priority sizes="100vw" className={styles.heroImage} />
        )}
        <div className={`container ${styles.heroText}`}>
          <h1>{conference.title}</h1>
          {conference.subtitle && <p className={styles.subtitle}>{conference.subtitle}</p>}
          <dl className={styles.facts}>
            {conference.dates && (
              <div>
                <dt>{t('conferenceWhen')}</dt>
                <dd>{conference.dates}</dd>
              </div>
            )}
            {conference.venue && (
              <div>
                <dt>{t('conferenceWhere')}</dt>
                <dd>{conference.venue}</dd>
              </div>
            )}
          </dl>
          <div className={styles.actions}>
            {registration && (
              <a href={registration.url} className={styles.register}>
                {registration.label || t('register')}
              </a>
            )}
            {microsite && (
              <a href={microsite} className={styles.microsite} data-testid="conference-microsite-link">
                {t('conferenceMicrosite')} →
              </a>
            )}
          </div>
        </div>
      </section>

      {conference.agenda.length > 0 && (
        <section aria-labelledby="agenda" className={`container ${styles.section}`}>
          <h2 id="agenda" className={styles.sectionTitle}>
            {t('agenda')}
          </h2>
          <table className={styles.agenda}>
            <thead>
              <tr>
                <th scope="col">{t('agendaTime')}</th>
                <th scope="col">{t('agendaSession')}</th>
                <th scope="col">{t('agendaSpeaker')}</th>
              </tr>
            </thead>
            <tbody>
              {conference.agenda.map((item) => (
                <tr key={`${item.time}-${item.title}`}>
                  <td className={styles.time}>{item.time}</td>
                  <td className={styles.session}>{item.title}</td>
                  <td>{item.speaker}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      {conference.speakers.length > 0 && (
        <section aria-labelledby="speakers" className={styles.speakersBand}>
          <div className="container">
            <h2 id="speakers" className={styles.sectionTitle}>
              {t('speakers')}
            </h2>
            <ul className={styles.speakers}>
              {conference.speakers.map((speaker) => (
                <li key={speaker.name} className={styles.speaker}>
                  <div className={styles.photo}>
                    {speaker.photo && <Image src={speaker.photo.url} focus={speaker.photo.focus} alt={speaker.photo.alt} fill sizes="160px" className={styles.photoImage} />}
                  </div>
                  <h3>{speaker.name}</h3>
                  {speaker.role && <p>{speaker.role}</p>}
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {registration && (
        <section className={`container ${styles.cta}`}>
          <p>{conference.title}</p>
          <a href={registration.url} className={styles.register}>
            {registration.label || t('register')}
          </a>
        </section>
      )}
    </>
  )
}
