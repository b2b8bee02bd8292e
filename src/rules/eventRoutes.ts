/**
 * Event routes (spec §2.1 "{token} and the same with an -en variant", §2.2 mobile twins of the
 * conference pages and the mobile sign-in page, and the invitation / anniversary sign-in pages).
 * Design: docs/events.md. Every event link is built here, and the pages parse their address here.
 *
 * The microsite's language is part of its address (`/{token}` Chinese, `/{token}-en` English),
 * so these paths are complete: they never take the site's `/en` prefix. The invitation and the
 * anniversary pages are ordinary site pages and do take it (`/en/invitation2025`).
 */
import { type Locale, localePrefixOf, locales, pathLocale, writtenLocales } from './language'

/** Spec §2.1: a microsite is Chinese or English, whatever languages the rest of the site serves. */
export const micrositeLanguages = ['zh', 'en'] as const satisfies readonly Locale[]

/** A microsite token: a lower-case letter, then 2–31 lower-case letters or digits (no hyphen, so `-en` is never ambiguous). */
export const eventTokenPattern = /^[a-z][a-z0-9]{2,31}$/

/** The English variant's suffix and the mobile twins' prefix. */
export const englishSuffix = '-en'
export const mobilePrefix = 'm.'

/**
 * Single path segments the site's own pages use (or may use): a token must not be one of them,
 * since a static route always wins over the microsite's dynamic segment and the microsite would
 * never be reached. Hyphenated and dotted routes (product-list, m.index …) cannot be tokens anyway.
 */
export const reservedEventTokens: ReadonlySet<string> = new Set([
  'admin', 'api', 'app', 'assets', ...writtenLocales, 'index', 'home', 'mdm', 'introductory', 'news', 'product',
  'products', 'solution', 'solutions', 'album', 'albums', 'sitemap', 'robots', 'static', 'public', 'media',
  'events', 'event', 'invitation', 'invitations', 'invitation2025', 'signin', 'login', 'logout', 'register',
  'registration', 'search', 'about', 'contact', 'jobs', 'guideline', 'guide', 'favicon', 'icon',
  // Issue 29: the download centre (the other resource pages have a hyphen, which no token has).
  'downloads', 'download', 'partners',
])

export function isEventToken(value: unknown): value is string {
  return typeof value === 'string' && eventTokenPattern.test(value) && !reservedEventTokens.has(value)
}

/** The two invitation families of the spec (§2.1), each bound to one event in the CMS. */
export const invitationPages = ['invitation2025', 'mega1-invitation'] as const
export type InvitationPage = (typeof invitationPages)[number]

export function isInvitationPage(value: unknown): value is InvitationPage {
  return typeof value === 'string' && (invitationPages as readonly string[]).includes(value)
}

/** A microsite address segment, parsed: `cpdc2024`, `cpdc2024-en`, `m.cpdc2024`, `m.cpdc2024-en`. */
export interface EventSegment {
  token: string
  language: Locale
  mobile: boolean
}

export function parseEventSegment(segment: string): EventSegment | null {
  let rest: string
  try {
    rest = decodeURIComponent(segment)
  } catch {
    return null
  }
  const mobile = rest.startsWith(mobilePrefix)
  if (mobile) rest = rest.slice(mobilePrefix.length)
  const english = rest.endsWith(englishSuffix)
  if (english) rest = rest.slice(0, -englishSuffix.length)
  return isEventToken(rest) ? { token: rest, language: english ? 'en' : 'zh', mobile } : null
}

/** The microsite segment of a token in a language (`cpdc2024` / `cpdc2024-en`). */
export function eventSegment(token: string, language: Locale): string {
  return language === 'en' ? `${token}${englishSuffix}` : token
}

export const eventPaths = {
  /** Desktop microsite: `/cpdc2024`, `/cpdc2024-en`. */
  microsite: (token: string, language: Locale) => `/${eventSegment(token, language)}`,
  /** Mobile twin of the microsite: `/m.cpdc2024`, `/m.cpdc2024-en`. */
  mobileMicrosite: (token: string, language: Locale) => `/${mobilePrefix}${eventSegment(token, language)}`,
  /** Desktop venue sign-in: `/cpdc2024/sign-in`, `/cpdc2024-en/sign-in`. */
  signIn: (token: string, language: Locale) => `/${eventSegment(token, language)}/sign-in`,
  /** Mobile sign-in (spec §2.2): `/m.sign-in/cpdc2024`, `/m.sign-in/cpdc2024-en`. */
  mobileSignIn: (token: string, language: Locale) => `/${mobilePrefix}sign-in/${eventSegment(token, language)}`,
  /** The anniversary sign-in page (bound in the CMS to the event flagged as the anniversary). */
  anniversarySignIn: () => '/anniversary-sign-in',
  /** Invitation landing pages and their sub-pages (these take the site's /en prefix). */
  invitation: (page: InvitationPage) => `/${page}`,
  invitationAgenda: (page: InvitationPage) => `/${page}/agenda`,
  invitationVenue: (page: InvitationPage) => `/${page}/venue`,
  invitationRegister: (page: InvitationPage) => `/${page}/register`,
  personalInvitation: (page: InvitationPage, code: string) => `/${page}/${encodeURIComponent(code)}`,
} as const

/**
 * Desktop ⇄ mobile twins of the event pages, for the device redirects of spec §2.3 (the proxy's
 * table handles the site's fixed routes first; these recognise event addresses by their shape,
 * without a database: an unknown token simply ends on the 404 page of either twin).
 * Paths are without the site's language prefix; a prefixed `/en/…` event path is not a
 * canonical address (the pages send it to the unprefixed one) and has no twin here.
 *
 *   /{token}            ⇄ /m.{token}
 *   /{token}-en         ⇄ /m.{token}-en
 *   /{token}/sign-in    ⇄ /m.sign-in/{token}
 *   /{token}-en/sign-in ⇄ /m.sign-in/{token}-en
 */
export function eventMobileTwin(pathname: string): string | null {
  const match = /^\/([^/]+)(\/sign-in)?\/?$/.exec(pathname)
  if (!match?.[1]) return null
  const parsed = parseEventSegment(match[1])
  if (!parsed || parsed.mobile) return null
  return match[2] ? eventPaths.mobileSignIn(parsed.token, parsed.language) : eventPaths.mobileMicrosite(parsed.token, parsed.language)
}

export function eventDesktopTwin(pathname: string): string | null {
  const signIn = /^\/m\.sign-in\/([^/]+)\/?$/.exec(pathname)
  if (signIn?.[1]) {
    const parsed = parseEventSegment(signIn[1])
    return parsed && !parsed.mobile ? eventPaths.signIn(parsed.token, parsed.language) : null
  }
  const microsite = /^\/([^/]+)\/?$/.exec(pathname)
  if (!microsite?.[1]) return null
  const parsed = parseEventSegment(microsite[1])
  return parsed?.mobile ? eventPaths.microsite(parsed.token, parsed.language) : null
}

/**
 * The folder that holds the microsite pages. The proxy rewrites a microsite address to it
 * (`/cpdc2024-en/sign-in` → `/zh/event-site/cpdc2024-en/sign-in`) only when the segment has a
 * token's shape, so no dynamic segment at the top of the site takes every unknown address: those
 * still reach the site's prerendered 404 page with its header and footer.
 */
export const eventSiteFolder = 'event-site'

export function eventInternalPath(pathname: string): string | null {
  const match = /^\/([^/]+)(\/sign-in)?\/?$/.exec(pathname.slice(localePrefixOf(pathname).length))
  if (!match?.[1] || !parseEventSegment(match[1])) return null
  return `/${pathLocale(pathname)}/${eventSiteFolder}/${match[1]}${match[2] ?? ''}`
}

/** The event-site folder asked for by its own name: not an address of the site. */
export function isEventSiteFolderPath(pathname: string): boolean {
  return new RegExp(`^(?:/(?:${locales.join('|')}))?/${eventSiteFolder}(?:/|$)`).test(pathname)
}
