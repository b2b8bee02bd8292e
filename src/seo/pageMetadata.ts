import type { Metadata } from 'next'

import type { Image } from '@/data/media'
import type { Locale } from '@/rules/language'
import { message } from '@/rules/messages'

import { alternates, localizedPath } from './alternates'

type PageMetadata = {
  /** The page's path as built by `paths` (without the language prefix). */
  path: string
  locale: Locale
  title?: string
  description?: string
  image?: Image | null
  type?: 'website' | 'article'
}

/** Title, description, canonical + hreflang alternates and Open Graph of one page. */
export function pageMetadata({ path, locale, title, description, image, type = 'website' }: PageMetadata): Metadata {
  return {
    title,
    description: description || undefined,
    alternates: alternates(path, locale),
    openGraph: {
      type,
      title,
      description: description || undefined,
      url: localizedPath(path, locale),
      locale: locale === 'zh' ? 'zh_CN' : 'en_US',
      images: image ? [{ url: image.url, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt }] : undefined,
    },
  }
}

/** The title and robots rule of the 404 page (spec §8), for a page that renders NotFoundContent. */
export function notFoundMetadata(locale: Locale): Metadata {
  return { title: message('notFound', locale), robots: { index: false } }
}
