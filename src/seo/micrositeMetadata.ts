import type { Metadata } from 'next'

import type { EventContent } from '@/data/events'
import { eventPaths } from '@/rules/eventRoutes'

/**
 * A microsite's metadata: its canonical address is the desktop one in its own language
 * (the mobile twin points there too), with the other language as the hreflang alternate.
 */
export function micrositeMetadata(
  event: EventContent,
  mobile: boolean,
  suffix?: { title: string; path: (token: string, language: 'zh' | 'en') => string },
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
      languages: { 'zh-CN': build(event.token, 'zh'), en: build(event.token, 'en'), 'x-default': build(event.token, 'zh') },
    },
    openGraph: {
      type: 'website',
      title,
      description,
      url: canonical,
      locale: event.language === 'zh' ? 'zh_CN' : 'en_US',
      images: event.heroImage
        ? [{ url: event.heroImage.url, width: event.heroImage.width ?? undefined, height: event.heroImage.height ?? undefined, alt: event.title }]
        : undefined,
    },
    ...(mobile || suffix ? { robots: { index: !suffix, follow: true } } : {}),
  }
}
