import type { Metadata } from 'next'

import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { notFoundMetadata } from '@/seo/pageMetadata'
import { pageLanguage } from '@/i18n/pageLanguage'

import { redirectIfMoved } from '../../../_load/moved'

type Props = { params: Promise<{ locale: string; from?: string[] }> }

/*
 * Spec §2.3/§8: the answer to every address no page matches. next.config.ts sends them here with a
 * fallback rewrite (the address in the browser stays, and arrives here as `from`). An address an
 * editor redirected elsewhere answers 308 (issue 13); any other gets the 404 page: status 404, the
 * page in the HTML. Each address is rendered once and then served from the cache, the 404s from
 * memory only (server/cache/handler.ts), so made-up addresses cannot fill the disk.
 */

export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(await pageLanguage(params))
}

export default async function PageNotFound({ params }: Props) {
  const { from } = await params
  const locale = await pageLanguage(params)
  if (from?.length) await redirectIfMoved(locale, `/${from.join('/')}`)
  return <NotFoundContent locale={locale} />
}
