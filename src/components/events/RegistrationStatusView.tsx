import type { ReactNode } from 'react'

import { formatEventTime } from '@/rules/events'
import type { Locale } from '@/rules/language'

import type { LiveRegistration } from './api'
import styles from './EventRegistration.module.css'

/** The `events` strings the block shows (a next-intl translator, in the browser or on the server). */
export type EventsText = (key: string, values?: Record<string, string | number>) => string

/**
 * The registration block's state: closed (with the way to the check-in page once it no longer
 * opens) or open, with the seats left and the form below. Shared by the live block
 * (EventRegistration) and the preview the server renders before it loads (RegistrationSlot).
 */
export function RegistrationStatusView({ live, text, locale, signInHref, children }: { live: LiveRegistration; text: EventsText; locale: Locale; signInHref?: string; children: ReactNode }) {
  const stateText = live.state === 'notOpen' ? text('state.notOpen', { date: formatEventTime(live.opensAt ?? '', locale) }) : text(`state.${live.state}`)
  if (live.state !== 'open') {
    return (
      <div className={styles.closed} data-testid="registration-closed" data-state={live.state}>
        <p className={styles.closedTitle}>{stateText}</p>
        {signInHref && (live.state === 'closed' || live.state === 'full') && (
          <a className={styles.link} href={signInHref}>
            {text('form.signInPage')} →
          </a>
        )}
      </div>
    )
  }
  return (
    <div data-testid="registration-open">
      <p className={styles.status}>
        <span className={styles.dot} aria-hidden="true" />
        {stateText}
        {live.seats === 'few' && <span className={styles.seats}>{text('form.seatsFew')}</span>}
        {live.seats === 'available' && <span className={styles.seats}>{text('form.seatsAvailable')}</span>}
      </p>
      <p className={styles.intro}>{text('form.intro')}</p>
      {children}
    </div>
  )
}
