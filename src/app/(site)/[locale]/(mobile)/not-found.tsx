import type { Metadata } from 'next'

import { NotFoundView } from '@/components/errors/NotFoundView'
import { message } from '@/rules/messages'
import { mobilePaths } from '@/rules/routes'
import { pageLanguage } from '@/i18n/pageLanguage'

export async function generateMetadata(): Promise<Metadata> {
  return { title: message('notFound', await pageLanguage()), robots: { index: false } }
}

/**
 * §2.3/§8 404 for an unknown id on a mobile page (notFound() in a /m. page): inside the mobile
 * layout, with the way back to the mobile home page.
 */
export default async function MobileNotFound() {
  return <NotFoundView locale={await pageLanguage()} home={mobilePaths.home()} />
}
