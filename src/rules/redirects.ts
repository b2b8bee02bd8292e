import { defaultLocale, type Locale, locales, localizedPath } from './language'
import { paths } from './paths'
import { twinPath } from './routes'

/**
 * Managed redirects (issue 13): an old site address that answers 308 (or 307) with a new one.
 * Addresses are kept in one spelling so that what an editor types, what a hook writes and what a
 * page looks up meet: a site path with a leading slash, no query, hash, trailing slash or `/zh`
 * prefix (Chinese has none on this site), percent-escapes decoded.
 */
export function normaliseSitePath(input: string): string | null {
  let path = input.trim()
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname
    } catch {
      return null
    }
  }
  path = path.split(/[?#]/, 1)[0]
  try {
    path = decodeURI(path)
  } catch {
    // A stray % is kept as typed.
  }
  path = `/${path}`.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1')
  path = path.replace(new RegExp(`^/${defaultLocale}(?=/|$)`), '') || '/'
  return /^\/[^\s]*$/.test(path) ? path : null
}

/** A redirect's target: a site path (normalised, query kept) or an http(s) address elsewhere. */
export function normaliseTarget(input: string): string | null {
  const target = input.trim()
  if (/^https?:\/\/[^\s/]+[^\s]*$/i.test(target)) return target
  if (!target.startsWith('/') || target.startsWith('//')) return null
  const split = target.search(/[?#]/)
  const path = normaliseSitePath(split === -1 ? target : target.slice(0, split))
  return path === null ? null : path + (split === -1 ? '' : target.slice(split))
}

/** The language of a normalised site path. */
export function pathLocale(path: string): Locale {
  return locales.find((locale) => locale !== defaultLocale && (path === `/${locale}` || path.startsWith(`/${locale}/`))) ?? defaultLocale
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

/** The site path a redirect's target sends to (its query and hash left off), or null for another site's address. */
function targetPath(to: string): string | null {
  const target = normaliseTarget(to)
  return target?.startsWith('/') ? target.split(/[?#]/, 1)[0] : null
}

/**
 * The loop a redirect would close (issue 26): the chain from its own old address through the
 * stored redirects back to it (`['/a', '/b', '/a']`), or null when following its target ends on a
 * page, another site or a chain that does not come back. Only addresses typed as site paths are
 * followed; a redirect that names a document ends on that document's live page.
 */
export function redirectLoop(existing: readonly Move[], candidate: Move): string[] | null {
  const next = new Map<string, string>()
  for (const redirect of existing) {
    const from = normaliseSitePath(redirect.from)
    const to = targetPath(redirect.to)
    if (from && to) next.set(from, to)
  }
  const start = normaliseSitePath(candidate.from)
  let at: string | null | undefined = targetPath(candidate.to)
  if (!start || !at) return null
  const chain = [start]
  while (at) {
    chain.push(at)
    if (at === start) return chain
    // A loop the stored redirects already make without this one is not this one's doing.
    if (chain.indexOf(at) < chain.length - 1) return null
    at = next.get(at)
  }
  return null
}
