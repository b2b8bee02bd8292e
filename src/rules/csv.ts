/**
 * CSV for the staff exports (event registrations, enquiries), written for Excel: UTF-8 with a
 * byte-order mark (without it Excel reads Chinese as mojibake), CRLF line ends, cells quoted
 * when needed, and no cell a spreadsheet would run as a formula (CSV injection).
 */
import { siteClock, siteTimeZone, zoneOffsetMinutes } from './siteTime'
import { looksLikeFormula } from './formula'

/** A CSV cell: quoted when needed; a would-be formula (rules/formula.ts) is defused with a quote mark. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value)
  if (looksLikeFormula(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A whole CSV file: the header row, then the rows; BOM first, every line ended by CRLF. */
export function csvDocument(header: readonly unknown[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/**
 * A stored time on the site's clock (SITE_TIME_ZONE, issue 38), with its offset from UTC so that
 * nobody abroad reads it as their own (issue 31): `2026-11-24 18:05:00 +08:00`; '' for none.
 */
export function csvDateTime(iso: string | null | undefined, zone: string = siteTimeZone()): string {
  if (!iso) return ''
  const offset = zoneOffsetMinutes(zone, new Date(iso))
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0')
  return `${siteClock(iso, zone, true)} ${offset < 0 ? '-' : '+'}${hours}:${minutes}`
}
