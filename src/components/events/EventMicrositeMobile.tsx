import { getTranslations } from 'next-intl/server'

import { SkipLink } from '@/components/layout/SkipLink'
import type { EventContent } from '@/data/events'
import { eventPaths } from '@/rules/eventRoutes'
import { languageTag, otherLocale } from '@/rules/language'

import styles from './EventMobile.module.css'
import shared from './MicrositeShared.module.css'
import { Hero, type InitialRegistration, Register, TopBar } from './MicrositeFrame'
import { About, Agenda, MicrositeFooter, micrositeSections, Partners, SectionLinks, Speakers, Venue } from './MicrositeSections'

/**
 * The conference microsite on a phone (/m.{token}, /m.{token}-en), the twin of EventMicrosite:
 * the sections' tabs under the hero and a register button that stays in reach. Sizes in rem:
 * the root font size is the viewport width / 3.75 (spec §2.4, EventMobile.module.css).
 */
export async function EventMicrositeMobile({ event, initial }: { event: EventContent; initial: InitialRegistration }) {
  const language = event.language
  const t = await getTranslations({ locale: language, namespace: 'events' })
  const sections = micrositeSections(event, t)
  const signInHref = eventPaths.mobileSignIn(event.token, language)
  const part = { event, t, styles }
  return (
    <>
      <div className={`${shared.palette} ${shared[event.theme]} ${styles.site}`} lang={languageTag(language)} data-testid="event-microsite" data-variant="mobile">
        <SkipLink locale={language} />
        <TopBar {...part} otherLanguageHref={eventPaths.mobileMicrosite(event.token, otherLocale(language))} />
        <main id="main" tabIndex={-1}>
          <Hero {...part} initial={initial} firstSection={sections[0]?.id ?? 'venue'} />
          <nav aria-label={t('nav.label')} className={styles.tabs}>
            <SectionLinks sections={sections} />
          </nav>
          <About {...part} />
          <Agenda {...part} />
          <Speakers {...part} photoSizes="30vw" />
          <Venue {...part} mapSizes="100vw" />
          <Partners {...part} />
          <Register {...part} initial={initial} source="mobile" signInHref={signInHref} />
        </main>
        <MicrositeFooter {...part} signInHref={signInHref} />
        {initial.state !== 'ended' && (
          <div className={styles.stickyCta}>
            <a href="#register">{t('nav.register')}</a>
          </div>
        )}
      </div>
    </>
  )
}
