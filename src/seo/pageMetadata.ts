import type { Metadata } from 'next'

import type { Image } from '@/data/media'
import type { PageSeo } from '@/data/seo'
import { languageTag, type Locale } from '@/rules/language'
import { message } from '@/rules/messages'
import { chooseSeo } from '@/rules/seo'

import { alternates, localizedPath } from './alternates'

type PageMetadata = {
  /** The page's path as built by `paths` (without the language prefix). */
  path: string
  locale: Locale
  title?: string
  description?: string
  image?: Image | null
  type?: 'website' | 'article'
  /** What an editor typed in the page's SEO tab: each filled field wins over the derived one. */
  seo?: PageSeo
  /** The languages the page's content is published in (all when absent): its hreflang alternates. */
  languages?: readonly Locale[]
}

/** Title, description, canonical + hreflang alternates and Open Graph of one page. */
export function pageMetadata({ path, locale, seo, languages, type = 'website', ...derived }: PageMetadata): Metadata {
  const { title, titleIsEdited, description, image } = chooseSeo(seo, derived)
  return {
    title: titleIsEdited && title ? { absolute: title } : title,
    description,
    alternates: alternates(path, locale, languages),
    openGraph: {
      type,
      title,
      description,
      url: localizedPath(path, locale),
      locale: languageTag(locale, 'openGraph'),
      images: image ? [{ url: image.url, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt }] : undefined,
    },
  }
}

/** The title and robots rule of the 404 page (spec §8), for a page that renders NotFoundContent. */
export function notFoundMetadata(locale: Locale): Metadata {
  return { title: message('notFound', locale), robots: { index: false } }
}
