import { getTranslations } from 'next-intl/server'

import { SkipLink } from '@/components/layout/SkipLink'
import type { EventContent } from '@/data/events'
import { eventPaths } from '@/rules/eventRoutes'
import { languageTag, otherLocale } from '@/rules/language'

import styles from './EventMicrosite.module.css'
import shared from './MicrositeShared.module.css'
import { Hero, type InitialRegistration, Register, TopBar } from './MicrositeFrame'
import { About, Agenda, MicrositeFooter, micrositeSections, Partners, SectionLinks, Speakers, Venue } from './MicrositeSections'

/**
 * The conference microsite on desktop (/{token}, /{token}-en; the phone's twin is
 * EventMicrositeMobile): blank layout, no consult button; hero, about, agenda, speakers, venue
 * with map, partners and the registration form.
 */
export async function EventMicrosite({ event, initial }: { event: EventContent; initial: InitialRegistration }) {
  const language = event.language
  const t = await getTranslations({ locale: language, namespace: 'events' })
  const sections = micrositeSections(event, t)
  const signInHref = eventPaths.signIn(event.token, language)
  const part = { event, t, styles }
  return (
    <div className={`${shared.palette} ${shared[event.theme]} ${styles.site}`} lang={languageTag(language)} data-testid="event-microsite" data-variant="desktop">
      <SkipLink locale={language} />
      <TopBar
        {...part}
        otherLanguageHref={eventPaths.microsite(event.token, otherLocale(language))}
        nav={
          <nav aria-label={t('nav.label')} className={styles.nav}>
            <SectionLinks sections={sections} />
          </nav>
        }
      />
      <main id="main" tabIndex={-1}>
        <Hero {...part} initial={initial} firstSection={sections[0]?.id ?? 'venue'} />
        <About {...part} />
        <Agenda {...part} />
        <Speakers {...part} photoSizes="220px" />
        <Venue {...part} mapSizes="(min-width: 1200px) 680px, 60vw" />
        <Partners {...part} />
        <Register {...part} initial={initial} source="web" signInHref={signInHref} />
      </main>
      <MicrositeFooter {...part} signInHref={signInHref} />
    </div>
  )
}
