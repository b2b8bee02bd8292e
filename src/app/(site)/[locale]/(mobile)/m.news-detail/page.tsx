import { redirect } from 'next/navigation'

import { getPathname } from '@/i18n/navigation'
import { mobilePaths } from '@/rules/routes'
import { pageLanguage } from '@/i18n/pageLanguage'

type Props = { params: Promise<{ locale: string }> }

/** A bare /m.news-detail names no article: like its desktop twin it sends the visitor to the (mobile) news trend page. */
export default async function MobileNewsDetailIndexPage({ params }: Props) {
  const locale = await pageLanguage(params)
  redirect(getPathname({ href: mobilePaths.newsTrend(), locale }))
}
