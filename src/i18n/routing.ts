import { defineRouting } from 'next-intl/routing'

import { defaultLocale, localeCookieMaxAgeSeconds, locales } from '@/rules/language'

/**
 * Chinese at /…, English at /en/…. A new visitor always gets Chinese (spec §4: default zh), so
 * the Accept-Language header is not consulted.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  alternateLinks: false,
  // The language switch remembers the choice for a year; next-intl's own sync must not shorten it.
  localeCookie: { maxAge: localeCookieMaxAgeSeconds },
})
