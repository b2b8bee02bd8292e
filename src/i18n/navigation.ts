import { redirect as nextRedirect } from 'next/navigation'

import { type Locale, localizedHref } from '@/rules/language'

/*
 * Links and addresses in the page's language (Chinese unprefixed, English under /en, next-intl's
 * `as-needed` routing in src/i18n/routing.ts). Server and client components import from here.
 * Nothing here loads next-intl in the browser: next-intl serves the server side (messages,
 * getTranslations, the proxy); client components get their strings as props.
 */

export { Link, type LinkProps } from './Link'
export { useLocale, usePathname, useRouter } from './client'

/** A site path (with query and hash) as the address of `locale`: `/mdm` → `/en/mdm`. */
export function getPathname({ href, locale }: { href: string; locale: Locale }): string {
  return localizedHref(href, locale)
}

/** Redirects (from a server component or action) to a site path in `locale`. */
export function redirect({ href, locale }: { href: string; locale: Locale }): never {
  nextRedirect(getPathname({ href, locale }))
}
