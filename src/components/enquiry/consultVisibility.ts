import { withoutLocalePrefix } from '@/rules/language'

/*
 * Spec §2.4: the floating consult button is hidden on conference paths — the developer-conference
 * page (/cpdc-2024 and any later /cpdc… page) and the event microsites (invitation and sign-in
 * pages) — in both languages (after the optional /en prefix).
 */

/** Path prefixes of conference and event pages, matched at the start of the first segment. */
export const conferencePathPrefixes = ['/cpdc', '/invitation', '/mega1-invitation', '/anniversary'] as const

export function isConferencePath(pathname: string): boolean {
  const path = withoutLocalePrefix(pathname)
  const firstSegment = `/${path.split('/')[1] ?? ''}`.toLowerCase()
  return conferencePathPrefixes.some((prefix) => firstSegment.startsWith(prefix))
}

export function showsConsultButton(pathname: string): boolean {
  return !isConferencePath(pathname)
}
