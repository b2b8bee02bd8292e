import type { Metadata } from 'next'
import { locale as rootLocale } from 'next/root-params'

import { NotFoundView } from '@/components/errors/NotFoundView'
import { languageOrDefault } from '@/rules/language'
import { message } from '@/rules/messages'
import { mobilePaths } from '@/rules/routes'

export async function generateMetadata(): Promise<Metadata> {
  return { title: message('notFound', languageOrDefault(await rootLocale())), robots: { index: false } }
}

/**
 * §2.3/§8 404 for an unknown id on a mobile page (notFound() in a /m. page): inside the mobile
 * layout, with the way back to the mobile home page.
 */
export default async function MobileNotFound() {
  return <NotFoundView locale={languageOrDefault(await rootLocale())} home={mobilePaths.home()} />
}
