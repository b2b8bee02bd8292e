import type { Metadata } from 'next'

import { NotFoundView } from '@/components/errors/NotFoundView'
import { notFoundMetadata } from '@/seo/pageMetadata'
import { pageLanguage } from '@/i18n/pageLanguage'

/*
 * Spec §2.3/§8: the 404 page of the desktop pages, inside their layout (header and footer come
 * from it). Pages render NotFoundContent for an unknown id; this boundary is where its notFound()
 * lands in the browser, and it shows the same view.
 */

async function currentLocale() {
  return await pageLanguage()
}

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await currentLocale())
}

export default async function DesktopNotFound() {
  return <NotFoundView locale={await currentLocale()} />
}
