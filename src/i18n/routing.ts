import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from '@/rules/language'

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
})
