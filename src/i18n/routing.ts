import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from '@/rules/language'

/**
 * Chinese at /…, English at /en/…. A new visitor always gets Chinese (spec §4: default zh), so
 * the Accept-Language header is not consulted.
 *
 * The NEXT_LOCALE cookie records the visitor's choice, and only the language switch writes it
 * (src/components/layout/LanguageSwitch.tsx, for a year). next-intl's own cookie handling is off:
 * its proxy rewrote the cookie on every request to match the language of the address asked for —
 * prefetches of the other language's pages included, which could answer after the visitor had
 * switched back and undo the choice (seen in the e2e test of switching zh → en → zh). Nothing
 * reads the cookie to pick a language (localeDetection is off), so the proxy need not touch it.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  alternateLinks: false,
  localeCookie: false,
})
