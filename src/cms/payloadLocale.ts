import type { TypedLocale } from 'payload'

import type { Locale } from '../rules/language'

/**
 * A site language as Payload's generated types name its locales: they list the written languages
 * (payload-types.ts is generated with every one of them), while the localization Payload runs
 * with is the served list (payload.config.ts), a further language too (issue 40).
 */
export function payloadLocale(locale: Locale): TypedLocale {
  return locale as TypedLocale
}
