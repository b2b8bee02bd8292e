import type { Metadata } from 'next'
import { locale as rootLocale } from 'next/root-params'

import { NotFoundView } from '@/components/errors/NotFoundView'
import { languageOrDefault } from '@/rules/language'
import { notFoundMetadata } from '@/seo/pageMetadata'

/*
 * Spec §2.3/§8: the 404 page of the desktop pages, inside their layout (header and footer come
 * from it). Pages render NotFoundContent for an unknown id; this boundary is where its notFound()
 * lands in the browser, and it shows the same view.
 */

async function currentLocale() {
  return languageOrDefault(await rootLocale())
}

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await currentLocale())
}

export default async function DesktopNotFound() {
  return <NotFoundView locale={await currentLocale()} />
}
