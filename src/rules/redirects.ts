import { defaultLocale, type Locale, locales, localizedPath } from './language'
import { paths } from './paths'
import { twinPath } from './routes'

/**
 * Why an address typed for a redirect cannot be a site path (issue 37): a backslash, which
 * browsers read as a slash (`/\evil.example/x` is followed off-site), or a start of `//` (another
 * host); null when neither. Checked on the address as typed and with its escapes decoded.
 */
export type SitePathProblem = 'backslash' | 'protocolRelative'

export function sitePathProblem(input: string): SitePathProblem | null {
  const path = input.trim()
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // A stray % is judged as typed.
  }
  if (path.includes('\\') || decoded.includes('\\')) return 'backslash'
  if (path.startsWith('//') || decoded.startsWith('//')) return 'protocolRelative'
  return null
}

/**
 * Managed redirects (issue 13): an old site address that answers 308 (or 307) with a new one.
 * Addresses are kept in one spelling so that what an editor types, what a hook writes and what a
 * page looks up meet: a site path with a leading slash, no query, hash, trailing slash or `/zh`
 * prefix (Chinese has none on this site), percent-escapes decoded. A path with a backslash or
 * starting `//` is none (sitePathProblem).
 */
export function normaliseSitePath(input: string): string | null {
  let path = input.trim()
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname
    } catch {
      return null
    }
  } else if (sitePathProblem(path)) {
    return null
  }
  path = path.split(/[?#]/, 1)[0]
  try {
    path = decodeURI(path)
  } catch {
    // A stray % is kept as typed.
  }
  if (path.includes('\\')) return null
  path = `/${path}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1')
  path = path.replace(new RegExp(`^/${defaultLocale}(?=/|$)`), '') || '/'
  return /^\/[^\s]*$/.test(path) ? path : null
}

/** A redirect's target: a site path (normalised, query kept) or an http(s) address elsewhere. */
export function normaliseTarget(input: string): string | null {
  const target = input.trim()
  if (sitePathProblem(target)) return null
  if (/^https?:\/\/[^\s/]+[^\s]*$/i.test(target)) return target
  if (!target.startsWith('/')) return null
  const split = target.search(/[?#]/)
  const path = normaliseSitePath(split === -1 ? target : target.slice(0, split))
  return path === null ? null : path + (split === -1 ? '' : target.slice(split))
}

export interface Move {
  from: string
  to: string
}

/**
 * The addresses a product leaves when its customizeUrl changes: the desktop page and its /m. twin,
 * in every language (a product's page exists in each: its address is not localized).
 */
export function productMoves(oldUrl: string, newUrl: string): Move[] {
  const desktop = [paths.productDetail(oldUrl), paths.productDetail(newUrl)] as const
  const pairs = [desktop, desktop.map((path) => twinPath(path, 'mobile') ?? path)]
  return locales.flatMap((locale) =>
    pairs.map(([from, to]) => ({ from: normaliseSitePath(localizedPath(from, locale))!, to: localizedPath(to, locale) })),
  )
}

export interface ExistingRedirect {
  id: number | string
  from: string
  /** The site path or URL it sends to; null when it names a document instead. */
  to: string | null
}

export interface RedirectPlan {
  /** Redirects to remove: those from the new address, which is a live page again. */
  remove: (number | string)[]
  /** Redirects that pointed at the old address now point straight at the new one (no chains). */
  retarget: { id: number | string; to: string }[]
  /** The redirect from the old address: created, or replacing the one already there. */
  upsert: Move
}

/**
 * What to write when a page moves `from` → `to`, given the redirects already stored. Chains
 * collapse (A→B then B→C leaves A→C and B→C) and no loop is made (A→B then B→A removes A→B).
 */
export function planMove(existing: readonly ExistingRedirect[], move: Move): RedirectPlan {
  const target = normaliseSitePath(move.to)
  const remove = existing.filter((redirect) => redirect.from === target).map((redirect) => redirect.id)
  const retarget = existing
    .filter((redirect) => redirect.to !== null && redirect.from !== target && normaliseTarget(redirect.to) === move.from)
    .map((redirect) => ({ id: redirect.id, to: move.to }))
  return { remove, retarget, upsert: move }
}

/**
 * The site path a redirect's target sends to (its query and hash left off), or null for another
 * site's address. An absolute address on one of `ownHosts` (the site's own, `example.com:8080`)
 * is the site's path: http or https, nginx sends both to the same page.
 */
function targetPath(to: string, ownHosts: readonly string[]): string | null {
  const target = normaliseTarget(to)
  if (!target) return null
  if (target.startsWith('/')) return target.split(/[?#]/, 1)[0]
  const url = new URL(target)
  return ownHosts.includes(url.hostname + (url.port ? `:${url.port}` : '')) || ownHosts.includes(url.hostname) ? normaliseSitePath(url.pathname) : null
}

/**
 * The one page an address and its device twin stand for (issue 37): the proxy sends a phone from
 * `/news-detail/1` to `/m.news-detail/1` and any other browser back, so a redirect between the two
 * (or through them) loops on one device or the other.
 */
function pageOf(path: string): string {
  return twinPath(path, 'desktop') ?? path
}

/** The host names (with a port other than the scheme's) of a list of origins or host headers. */
export function hostsOf(addresses: readonly (string | null | undefined)[]): string[] {
  const hosts = new Set<string>()
  for (const address of addresses) {
    if (!address) continue
    try {
      const url = new URL(address.includes('://') ? address : `http://${address}`)
      hosts.add(url.hostname + (url.port ? `:${url.port}` : ''))
    } catch {
      // Not an address.
    }
  }
  return [...hosts]
}

/**
 * The loop a redirect would close (issues 26 and 37): the chain from its own old address through
 * the stored redirects back to it (`['/a', '/b', '/a']`), or null when following its target ends
 * on a page, another site or a chain that does not come back. Site paths are followed, and so are
 * absolute addresses on the site's own hosts (`ownHosts`); an address and its device twin are one
 * page. A redirect that names a document ends on that document's live page.
 */
export function redirectLoop(existing: readonly Move[], candidate: Move, ownHosts: readonly string[] = []): string[] | null {
  const next = new Map<string, string>()
  for (const redirect of existing) {
    const from = normaliseSitePath(redirect.from)
    const to = targetPath(redirect.to, ownHosts)
    if (from && to) next.set(pageOf(from), to)
  }
  const start = normaliseSitePath(candidate.from)
  let at: string | null | undefined = targetPath(candidate.to, ownHosts)
  if (!start || !at) return null
  const chain = [start]
  const pages = [pageOf(start)]
  while (at) {
    chain.push(at)
    const page = pageOf(at)
    if (page === pages[0]) return chain
    // A loop the stored redirects already make without this one is not this one's doing.
    if (pages.includes(page)) return null
    pages.push(page)
    at = next.get(page)
  }
  return null
}
