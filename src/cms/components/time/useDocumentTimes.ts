'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

import { siteTimeWithZone } from '../../../rules/siteTime'
import { adminLanguage } from '../adminText'
import { useSiteTimeZone } from './useSiteTimeZone'

/**
 * Issue 38, item 7: the edit view's "Last modified" and "Created" times on the site's clock, its
 * zone named. Payload writes them in the browser's clock with `admin.dateFormat` and has no setting
 * for the zone; while the view is open, they read as every other time of the admin.
 */
export function useDocumentTimes() {
  const { data } = useDocumentInfo()
  const { i18n } = useTranslation()
  const zone = useSiteTimeZone()
  const language = adminLanguage(i18n.language)
  const { updatedAt, createdAt } = (data ?? {}) as { updatedAt?: string; createdAt?: string }
  useEffect(() => {
    const times = [updatedAt, createdAt].map((iso) => (iso ? siteTimeWithZone(iso, zone, language) : null))
    const rewrite = () => {
      // Payload's two items: last modified, then created.
      const items = document.querySelectorAll('.doc-controls__list-item.doc-controls__value-wrap')
      items.forEach((item, index) => {
        const text = times[index]
        const value = item.querySelector('.doc-controls__value')
        if (!text || !value) return
        if (value.textContent !== text) value.textContent = text
        if (item.getAttribute('title') !== text) item.setAttribute('title', text)
      })
    }
    rewrite()
    const observer = new MutationObserver(rewrite)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [updatedAt, createdAt, zone, language])
}
