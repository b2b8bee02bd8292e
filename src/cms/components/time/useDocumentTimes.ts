'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

import { siteClock, siteTimeWithZone, utcOffsetLabel, zoneOffsetMinutes } from '../../../rules/siteTime'
import { adminSiteLocale } from '../adminText'
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
  const language = adminSiteLocale(i18n.language)
  const { updatedAt, createdAt } = (data ?? {}) as { updatedAt?: string; createdAt?: string }
  useEffect(() => {
    // Short in the bar (`2026-12-05 14:04 UTC+8`), the zone named in full in its tooltip.
    const times = [updatedAt, createdAt].map((iso) => (iso ? { text: `${siteClock(iso, zone)} ${utcOffsetLabel(zoneOffsetMinutes(zone, new Date(iso)))}`, title: siteTimeWithZone(iso, zone, language) } : null))
    const rewrite = () => {
      // Payload's two items: last modified, then created.
      const items = document.querySelectorAll('.doc-controls__list-item.doc-controls__value-wrap')
      items.forEach((item, index) => {
        const time = times[index]
        const value = item.querySelector('.doc-controls__value')
        if (!time || !value) return
        if (value.textContent !== time.text) value.textContent = time.text
        if (item.getAttribute('title') !== time.title) item.setAttribute('title', time.title)
      })
    }
    rewrite()
    const observer = new MutationObserver(rewrite)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [updatedAt, createdAt, zone, language])
}
