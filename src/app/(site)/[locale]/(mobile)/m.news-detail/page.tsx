import { redirect } from 'next/navigation'

import { getPathname } from '@/i18n/navigation'
import { languageOrDefault } from '@/rules/language'
import { mobilePaths } from '@/rules/routes'

type Props = { params: Promise<{ locale: string }> }

/** A bare /m.news-detail names no article: like its desktop twin it sends the visitor to the (mobile) news trend page. */
export default async function MobileNewsDetailIndexPage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  redirect(getPathname({ href: mobilePaths.newsTrend(), locale }))
}
