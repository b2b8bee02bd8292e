import { headerNames } from '@rugged/front-door'
import { visitorOf } from '@rugged/front-door/registry'
import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'
import { deviceRedirect } from './rules/device'
import { eventInternalPath, isEventSiteFolderPath } from './rules/eventRoutes'
import { draftModeCookieName } from './rules/preview'
import { resourceListInternalPath } from './rules/resourceLists'
import { isTwinRoute, legacyNewsListRedirect, productListInternalPath, undecodablePathNotFound } from './rules/routes'

const localeRouting = createMiddleware(routing)

/**
 * The answer to a route with a twin depends on the user agent (§2.3): shared caches must know.
 * Next sets its own Vary on rendered pages, replacing ours, so pages carry a marker that the
 * server's way out (server/shared-cache.ts) turns into `Vary: User-Agent` as the answer leaves.
 */
function varyByUserAgent(response: NextResponse): NextResponse {
  response.headers.append('Vary', 'User-Agent')
  response.headers.set(headerNames.varyUserAgent, '1')
  return response
}

/**
 * These redirects carry their query already (the legacy `id` moved into the path): the server's
 * way out, which adds the visitor's query to a managed redirect, leaves them as they are, and
 * drops this header (server/redirect-query.ts).
 */
function complete(response: NextResponse): NextResponse {
  response.headers.set(headerNames.redirectComplete, '1')
  return response
}

export default function proxy(request: NextRequest) {
  const { pathname, searchParams, search } = request.nextUrl
  // §2.3: the legacy ?id= address moves for good; the device redirect goes in the same hop.
  const legacy = legacyNewsListRedirect(pathname, searchParams)
  const path = legacy ?? `${pathname}${search}`
  // In an editor's preview the device is the editor's choice (the live preview's breakpoints).
  const twin = request.cookies.has(draftModeCookieName) ? null : deviceRedirect(path, visitorOf(request))
  if (twin) return complete(varyByUserAgent(NextResponse.redirect(new URL(twin, request.url), 307)))
  if (legacy) return complete(NextResponse.redirect(new URL(legacy, request.url), 308))
  // Pages served from an internal path: one static page per product category and per filter and
  // page of the download centre and where to buy, the microsites, and the 404 page for an address
  // that names none.
  const internal =
    undecodablePathNotFound(pathname) ??
    productListInternalPath(pathname, searchParams) ??
    resourceListInternalPath(pathname, searchParams) ??
    eventInternalPath(pathname) ??
    (isEventSiteFolderPath(pathname) ? '/zh/page-not-found' : null)
  const response = internal ? NextResponse.rewrite(new URL(`${internal}${search}`, request.url)) : localeRouting(request)
  return isTwinRoute(path) ? varyByUserAgent(response) : response
}

export const config = {
  // Everything but the APIs, the CMS, Next's own files and static files. Mobile routes such as
  // /m.index contain a dot, so static files are recognised by their extension, not by any dot.
  // The framework's floor (floorPath, floorRenderPath of rules/routes.ts) lives outside the languages: no proxy.
  matcher: ['/((?!api/|admin|_next/|bench-floor(?:-render)?$|.*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|txt|xml|json|js|css|map|pdf|woff2?)$).*)'],
}
