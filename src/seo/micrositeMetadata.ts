import type { Metadata } from 'next'

import type { EventContent } from '@/data/events'
import { eventPaths, micrositeLanguages } from '@/rules/eventRoutes'
import { defaultLocale, languageTag, type Locale } from '@/rules/language'

/**
 * A microsite's metadata: its canonical address is the desktop one in its own language
 * (the mobile twin points there too), with its other language (spec §2.1: Chinese and English) as the hreflang alternate.
 */
export function micrositeMetadata(
  event: EventContent,
  mobile: boolean,
  suffix?: { title: string; path: (token: string, language: Locale) => string },
): Metadata {
  const build = suffix?.path ?? eventPaths.microsite
  const canonical = build(event.token, event.language)
  const title = suffix ? `${suffix.title} · ${event.title}` : event.title
  const description = event.subtitle || event.intro.split('\n')[0] || undefined
  return {
    title,
    description,
    alternates: {
      canonical,
      languages: {
        ...Object.fromEntries(micrositeLanguages.map((language) => [languageTag(language), build(event.token, language)])),
        'x-default': build(event.token, defaultLocale),
      },
    },
    openGraph: {
      type: 'website',
      title,
      description,
      url: canonical,
      locale: languageTag(event.language, 'openGraph'),
      images: event.heroImage
        ? [{ url: event.heroImage.url, width: event.heroImage.width ?? undefined, height: event.heroImage.height ?? undefined, alt: event.title }]
        : undefined,
    },
    ...(mobile || suffix ? { robots: { index: !suffix, follow: true } } : {}),
  }
}
