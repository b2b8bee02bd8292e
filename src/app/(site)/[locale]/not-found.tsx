import type { Metadata } from 'next'
import { locale as rootLocale } from 'next/root-params'

import { NotFoundView } from '@/components/errors/NotFoundView'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { languageOrDefault } from '@/rules/language'
import { message } from '@/rules/messages'

/**
 * The language of the 404 page comes from the root `[locale]` segment (next/root-params), not from
 * request headers, so a cached page that turns out to be missing can render it without going dynamic.
 */
async function currentLocale() {
  return languageOrDefault(await rootLocale())
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: message('notFound', await currentLocale()), robots: { index: false } }
}

/**
 * Spec §2.3/§8 404 page, for unknown routes (via [...rest]) and unknown ids (notFound() in a page).
 * It sits at the [locale] root, outside the desktop layout group, so it draws the header and
 * footer itself.
 */
export default async function NotFound() {
  const locale = await currentLocale()
  return (
    <>
      <Header locale={locale} />
      <main id="main">
        <NotFoundView locale={locale} />
      </main>
      <Footer locale={locale} />
    </>
  )
}
