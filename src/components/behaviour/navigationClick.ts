/*
 * Spec §2.3/§4: what a click on a link means for the site-wide behaviours — a navigation to
 * another page of the site (the progress bar starts), the page already shown (it reloads), or
 * nothing of ours (new tab, modified click, another origin, an in-page anchor, a download, a list
 * filtered on the server: rules/resourceListRoute).
 */
import { isResourceListAddress } from '@/rules/resourceListRoute'

export type LinkClickKind = 'navigate' | 'same-page' | null

export interface ClickInfo {
  readonly button: number
  readonly metaKey: boolean
  readonly ctrlKey: boolean
  readonly shiftKey: boolean
  readonly altKey: boolean
  readonly defaultPrevented: boolean
}

export interface AnchorInfo {
  /** The anchor's resolved href (HTMLAnchorElement.href). */
  readonly href: string
  readonly target?: string | null
  readonly download?: boolean
}

// Paths that are not pages of the site: the APIs (downloads among them), the CMS, Next's files.
const notPages = /^\/(?:api|admin|_next)(?:\/|$)/

export function isPagePath(pathname: string): boolean {
  return !notPages.test(pathname)
}

export function classifyLinkClick(click: ClickInfo, anchor: AnchorInfo, currentHref: string): LinkClickKind {
  if (click.defaultPrevented || click.button !== 0) return null
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null
  if (anchor.download) return null
  if (anchor.target && anchor.target !== '_self') return null
  let url: URL
  let here: URL
  try {
    here = new URL(currentHref)
    url = new URL(anchor.href, here)
  } catch {
    return null
  }
  if (url.origin !== here.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null
  if (!isPagePath(url.pathname) || isResourceListAddress(url.pathname)) return null
  const samePage = url.pathname === here.pathname && url.search === here.search
  // A link with a fragment is an in-page jump (or a jump into another page's section): the
  // browser and Next handle it; only a plain link to this very page reloads it.
  if (samePage) return url.hash ? null : 'same-page'
  return 'navigate'
}
