import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { SkipLink } from '@/components/layout/SkipLink'
import type { EventContent } from '@/data/events'
import { eventPaths, type InvitationPage } from '@/rules/eventRoutes'
import { localizedPath } from '@/seo/alternates'
import { languageTag, otherLocale, type Locale } from '@/rules/language'

import styles from './Invitation.module.css'

export type InvitationTab = 'home' | 'agenda' | 'venue' | 'register' | 'personal'

/**
 * The frame of the invitation pages (/invitation2025…, /mega1-invitation…): brand, the family's
 * sub-pages, the language switch (these pages take the site's /en prefix), the event's colours.
 * Made for phones first: invitations are opened from chat apps.
 */
export async function InvitationShell({
  event,
  page,
  tab,
  path,
  children,
}: {
  event: EventContent
  page: InvitationPage
  tab: InvitationTab
  /** This page's path without the language prefix, for the language switch. */
  path: string
  children: ReactNode
}) {
  const language: Locale = event.language
  const t = await getTranslations({ locale: language, namespace: 'events' })
  const other: Locale = otherLocale(language)
  const href = (target: string) => localizedPath(target, language)
  const tabs: { id: InvitationTab; label: string; href: string }[] = [
    { id: 'home', label: t('invitation.home'), href: href(eventPaths.invitation(page)) },
    { id: 'agenda', label: t('invitation.agenda'), href: href(eventPaths.invitationAgenda(page)) },
    { id: 'venue', label: t('invitation.venue'), href: href(eventPaths.invitationVenue(page)) },
    { id: 'register', label: t('invitation.register'), href: href(eventPaths.invitationRegister(page)) },
  ]
  return (
    <>
      <div className={`${styles.page} ${styles[event.theme]}`} lang={languageTag(language)} data-testid="invitation-page" data-tab={tab}>
        <SkipLink locale={language} />
        <header className={styles.top}>
          <div className={styles.topInner}>
            <a href={eventPaths.microsite(event.token, language)} className={styles.brand}>
              <span className={styles.logo} aria-hidden="true">
                R
              </span>
              <span>{t('brand')}</span>
            </a>
            <a href={localizedPath(path, other)} className={styles.language} title={t('otherLanguageLabel')} data-testid="invitation-language-switch">
              {t('otherLanguage')}
            </a>
          </div>
          <nav className={styles.tabs} aria-label={t('nav.label')}>
            {tabs.map((item) => (
              <a key={item.id} href={item.href} aria-current={item.id === tab ? 'page' : undefined} className={item.id === tab ? styles.current : undefined}>
                {item.label}
              </a>
            ))}
          </nav>
        </header>
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        <footer className={styles.footer}>
          <span>{event.title}</span>
          <a href={eventPaths.microsite(event.token, language)}>{t('invitation.microsite')} →</a>
        </footer>
      </div>
    </>
  )
}
