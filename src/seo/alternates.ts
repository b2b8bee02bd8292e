import type { Metadata } from 'next'

import { defaultLocale, type Locale, locales } from '@/rules/language'

const hreflang: Record<Locale, string> = { zh: 'zh-CN', en: 'en' }

/** A site path (as built by `paths`) in one language: Chinese has no prefix, English /en. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path
  return path === '/' ? '/en' : `/en${path}`
}

/** Canonical URL and hreflang alternates of a page, for generateMetadata. */
export function alternates(path: string, locale: Locale): Metadata['alternates'] {
  return {
    canonical: localizedPath(path, locale),
    languages: {
      ...Object.fromEntries(locales.map((other) => [hreflang[other], localizedPath(path, other)])),
      'x-default': localizedPath(path, defaultLocale),
    },
  }
}
