'use client'

import { useEffect } from 'react'

import type { Locale } from '../../../rules/language'
import { siteTimeWithZone } from '../../../rules/siteTime'
import { useSiteTimeZone } from '../time/useSiteTimeZone'
import type { LockState } from '../../editing/lockTarget'

/** How the admin names a colleague: their name and e-mail, or the e-mail. */
export const personLabel = (holder: { email: string; name: string | null }) => (holder.name ? `${holder.name} (${holder.email})` : holder.email)

/**
 * Payload's "Document locked" dialog names the other editor as "User: 2" to anyone who may not
 * read staff accounts, and writes since when in the browser's clock, in English, with no zone
 * (`Intl` 'en-US'); it has no setting for either. While it is open, it names them as the editing
 * notice does (from the lock, src/cms/editing/locks.ts) and its time reads as every other time of
 * the admin: the site's clock, its zone named (issue 38, items 2 and 7).
 */
export function useLockedDialog(lock: LockState | null, language: Locale) {
  const zone = useSiteTimeZone()
  useEffect(() => {
    if (!lock?.since || !lock.holder || lock.mine) return
    const person = personLabel(lock.holder)
    const time = siteTimeWithZone(lock.since, zone, language)
    const rewrite = () => {
      const [who, since] = [1, 2].map((paragraph) => document.querySelector(`.document-locked .document-locked__content p:nth-of-type(${paragraph}) strong`))
      if (who && who.textContent !== person) who.textContent = person
      if (since && since.textContent !== time) since.textContent = time
    }
    rewrite()
    const observer = new MutationObserver(rewrite)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [lock, language, zone])
}
