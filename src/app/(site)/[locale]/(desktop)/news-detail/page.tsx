import { redirect } from 'next/navigation'

import { getPathname } from '@/i18n/navigation'
import { paths } from '@/rules/paths'
import { pageLanguage } from '@/i18n/pageLanguage'

type Props = { params: Promise<{ locale: string }> }

/** Spec §2.1 lists a bare /news-detail; without an article id it sends the visitor to the news trend page. */
export default async function NewsDetailIndexPage({ params }: Props) {
  const locale = await pageLanguage(params)
  redirect(getPathname({ href: paths.newsTrend(), locale }))
}
