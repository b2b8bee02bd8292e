import type { Metadata } from 'next'

import { defaultLocale, languageTag, type Locale, localizedPath, locales } from '@/rules/language'
import { twinPath } from '@/rules/routes'

export { localizedPath }

/** Search engines' convention for separate mobile addresses: the desktop page names its twin. */
const mobileMedia = 'only screen and (max-width: 640px)'

/**
 * Canonical URL, hreflang alternates and the mobile twin of a page, for generateMetadata. A mobile
 * page passes its desktop path too: its canonical is the desktop address (§2.2 twins).
 * `languages` are those the page exists in (issue 31: content published in one language only has
 * no alternate in the other); x-default is the Chinese page, or the only one there is.
 */
export function alternates(path: string, locale: Locale, languages: readonly Locale[] = locales): Metadata['alternates'] {
  const mobile = twinPath(path, 'mobile')
  const present = locales.filter((other) => other === locale || languages.includes(other))
  const fallback = present.includes(defaultLocale) ? defaultLocale : locale
  return {
    media: mobile ? { [mobileMedia]: localizedPath(mobile, locale) } : undefined,
    canonical: localizedPath(path, locale),
    languages: {
      ...Object.fromEntries(present.map((other) => [languageTag(other), localizedPath(path, other)])),
      'x-default': localizedPath(path, fallback),
    },
  }
}
