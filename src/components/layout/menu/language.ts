/**
 * Spec §4: the language choice. Both languages are served by this site, so switching keeps the
 * visitor on the same page (path, query and hash) in the other language, and the choice is kept
 * in local storage under `languageStorageKey` and in next-intl's locale cookie.
 */
import { type Locale, localeCookieMaxAgeSeconds, withoutLocalePrefix } from '@/rules/language'

/** next-intl's default cookie name (the routing config does not rename it). */
export const localeCookieName = 'NEXT_LOCALE'
/**
 * The browser's address without its language prefix, query and hash kept: the i18n Link then adds
 * the prefix of the target language. Built from the address bar, because usePathname() has no
 * query and, behind the proxy's rewrite of /product-list?i=N, may report /product-list/N.
 */
export function pathWithoutLocale(pathname: string, search = '', hash = ''): string {
  const path = withoutLocalePrefix(pathname)
  return `${path.startsWith('/') ? path : `/${path}`}${search}${hash}`
}

export function localeCookie(locale: Locale): string {
  return `${localeCookieName}=${locale}; path=/; max-age=${localeCookieMaxAgeSeconds}; SameSite=Lax`
}
