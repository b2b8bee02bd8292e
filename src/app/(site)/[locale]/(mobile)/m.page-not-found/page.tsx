import type { Metadata } from 'next'

import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { pageLanguage } from '@/i18n/pageLanguage'
import { mobilePaths } from '@/rules/routes'
import { notFoundMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string }> }

/*
 * §2.3/§8 the phone's 404 page at an address of its own: the server answers a made-up document
 * address on a phone with it (server/unknown-address.ts, issue 36), rendered once per language.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(await pageLanguage(params))
}

export default async function MobilePageNotFound({ params }: Props) {
  return <NotFoundContent locale={await pageLanguage(params)} home={mobilePaths.home()} />
}
