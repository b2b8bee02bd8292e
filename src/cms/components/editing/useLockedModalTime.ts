'use client'

import { useEffect } from 'react'

import type { Locale } from '../../../rules/language'
import { timeWithZone } from '../../../rules/schedule'
import type { LockState } from '../../editing/lockTarget'

/**
 * Payload's "Document locked" dialog writes the time since when the other person edits in the
 * browser's clock, in English, with no zone (`Intl` 'en-US'); it has no setting for it. While it is
 * open, its time reads as every other time of the admin: the site's clock, its zone named, in the
 * admin's language (issue 38, item 7).
 */
export function useLockedModalTime(lock: LockState | null, language: Locale) {
  useEffect(() => {
    if (!lock?.since || lock.mine) return
    const text = timeWithZone(lock.since, language)
    const rewrite = () => {
      // The dialog's second paragraph: "Edited since <strong>time</strong>".
      const time = document.querySelector('.document-locked .document-locked__content p:nth-of-type(2) strong')
      if (time && time.textContent !== text) time.textContent = text
    }
    rewrite()
    const observer = new MutationObserver(rewrite)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [lock, language])
}
