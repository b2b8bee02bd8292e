import type { Metadata } from 'next'

import { NotFoundView } from '@/components/errors/NotFoundView'
import { notFoundMetadata } from '@/seo/pageMetadata'
import { pageLanguage } from '@/i18n/pageLanguage'

/*
 * Spec §2.3/§8: the 404 page of the album area (an unknown album id), inside the album layout,
 * which draws the header and footer. The album pages render per request, so they call notFound()
 * as such: their 404 body comes with JavaScript (vercel/next.js#98295), which suits an
 * administrators' area that is never indexed.
 */

async function currentLocale() {
  return await pageLanguage()
}

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await currentLocale())
}

export default async function AlbumNotFound() {
  return <NotFoundView locale={await currentLocale()} />
}
