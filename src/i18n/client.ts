'use client'

import { usePathname as useNextPathname, useParams, useRouter as useNextRouter } from 'next/navigation'
import { useMemo } from 'react'

import { decideLanguage } from '@rugged/front-door'

import { type Locale, localizedHref, withoutLocalePrefix } from '@/rules/language'

/*
 * The language hooks of client components. The page's language is the [locale] route segment
 * (zh or en, after the proxy's rewrite), read from Next's own router: no i18n library in the
 * browser (next-intl's client half brings its message formatter, ~10 kB gzip, into every page).
 */

export function useLocale(): Locale {
  return decideLanguage({ path: `/${useParams<{ locale?: string }>()?.locale ?? ''}` })
}

/** The current path without its language prefix (`/en/mdm` → `/mdm`). */
export function usePathname(): string {
  return withoutLocalePrefix(useNextPathname() ?? '/')
}

type NextRouter = ReturnType<typeof useNextRouter>

/** Next's router, with hrefs given as site paths and sent in the page's language. */
export function useRouter(): NextRouter {
  const router = useNextRouter()
  const locale = useLocale()
  return useMemo<NextRouter>(
    () => ({
      ...router,
      push: (href, options) => router.push(localizedHref(href, locale), options),
      replace: (href, options) => router.replace(localizedHref(href, locale), options),
      prefetch: (href, options) => router.prefetch(localizedHref(href, locale), options),
    }),
    [router, locale],
  )
}
