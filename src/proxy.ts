import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Everything but the APIs, the CMS, Next's own files and static files. Mobile routes such as
  // /m.index contain a dot, so static files are recognised by their extension, not by any dot.
  matcher: ['/((?!api/|admin|_next/|.*\\.(?:ico|png|jpe?g|gif|svg|webp|avif|txt|xml|json|js|css|map|pdf|woff2?)$).*)'],
}
