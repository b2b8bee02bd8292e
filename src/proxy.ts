import { type NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'
import { legacyNewsListRedirect, productListInternalPath } from './rules/routes'

const localeRouting = createMiddleware(routing)

export default function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  const legacy = legacyNewsListRedirect(pathname, searchParams)
  if (legacy) return NextResponse.redirect(new URL(legacy, request.url), 308)
  const productList = productListInternalPath(pathname, searchParams)
  if (productList) return NextResponse.rewrite(new URL(productList, request.url))
  return localeRouting(request)
}

export const config = {
  // Everything but the APIs, the CMS, Next's own files and static files. Mobile routes such as
  // /m.index contain a dot, so static files are recognised by their extension, not by any dot.
  matcher: ['/((?!api/|admin|_next/|.*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|txt|xml|json|js|css|map|pdf|woff2?)$).*)'],
}
