import type { Locale } from '@rugged/front-door/languages'

// next-intl's typing of the request's language (its AppConfig, which lives in use-intl, the core
// next-intl re-exports): getLocale() and useLocale() answer a site language, not any string.
declare module 'use-intl' {
  interface AppConfig {
    Locale: Locale
  }
}
