import type { Metadata } from 'next'

import { defaultLocale, languageTag, type Locale, localizedPath, locales } from '@/rules/language'
import { twinPath } from '@/rules/routes'

export { localizedPath }

/** Search engines' convention for separate mobile addresses: the desktop page names its twin. */
const mobileMedia = 'only screen and (max-width: 640px)'

/**
 * Canonical URL, hreflang alternates and the mobile twin of a page, for generateMetadata. A mobile
 * page passes its desktop path too: its canonical is the desktop address (§2.2 twins).
 */
export function alternates(path: string, locale: Locale): Metadata['alternates'] {
  const mobile = twinPath(path, 'mobile')
  return {
    media: mobile ? { [mobileMedia]: localizedPath(mobile, locale) } : undefined,
    canonical: localizedPath(path, locale),
    languages: {
      ...Object.fromEntries(locales.map((other) => [languageTag(other), localizedPath(path, other)])),
      'x-default': localizedPath(path, defaultLocale),
    },
  }
}
