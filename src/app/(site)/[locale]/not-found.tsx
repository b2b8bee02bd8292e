import type { Metadata } from 'next'

import { NotFoundView } from '@/components/errors/NotFoundView'
import { notFoundMetadata } from '@/seo/pageMetadata'
import { pageLanguage } from '@/i18n/pageLanguage'

/**
 * The language of the 404 page comes from the root `[locale]` segment (next/root-params), not from
 * request headers, so a cached page that turns out to be missing can render it without going dynamic.
 */
async function currentLocale() {
  return await pageLanguage()
}

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await currentLocale())
}

/**
 * Spec §2.3/§8 404 page: the last resort, for a layout group without a not-found page of its own
 * (desktop pages have (desktop)/not-found.tsx, the album area (album)/not-found.tsx; unknown
 * addresses go to (desktop)/page-not-found). It draws no header or footer: Next puts this element
 * into the data of every page below [locale], so a header here would travel twice with each page.
 */
export default async function NotFound() {
  return (
    <main id="main" tabIndex={-1}>
      <NotFoundView locale={await currentLocale()} />
    </main>
  )
}
