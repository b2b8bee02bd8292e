'use client'

import type { DefaultCellComponentProps } from 'payload'

import { siteClock, siteDay, utcOffsetLabel, zoneOffsetMinutes } from '../../../rules/siteTime'
import { withTime } from './SiteDateField'
import { useSiteTimeZone } from './useSiteTimeZone'

/**
 * Issue 38, item 7: a date in a list on the site's clock — `2026-12-02 03:00 UTC+8`, or the day
 * alone for a field without a time — the same as the dashboard and the CSVs, whatever the browser's zone.
 */
export function SiteTimeCell({ cellData, field }: DefaultCellComponentProps) {
  const zone = useSiteTimeZone()
  if (typeof cellData !== 'string' || Number.isNaN(Date.parse(cellData))) return null
  const appearance = (field as { admin?: { date?: { pickerAppearance?: string } } }).admin?.date?.pickerAppearance
  const time = withTime(appearance) || ['createdAt', 'updatedAt'].includes((field as { name?: string }).name ?? '')
  return <span>{time ? `${siteClock(cellData, zone)} ${utcOffsetLabel(zoneOffsetMinutes(zone, new Date(cellData)))}` : siteDay(cellData, zone)}</span>
}
