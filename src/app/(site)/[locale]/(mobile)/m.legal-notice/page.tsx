import { setRequestLocale } from 'next-intl/server'

import { MobileLegalNoticeView } from '@/components/mobile/about/MobileLegalNoticeView'
import { getLegalNotice } from '@/data/globals'
import { languageOrDefault } from '@/rules/language'

import { requirePublishedPage } from '../../_load/pages'

export { legalNoticeMetadata as generateMetadata } from '@/seo/pages/legal-notice'

type Props = { params: Promise<{ locale: string }> }

/** §2.2 /m.legal-notice, the twin of /legal-notice. */
export default async function MobileLegalNoticePage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  await requirePublishedPage('legal-notice', locale)
  return <MobileLegalNoticeView locale={locale} notice={await getLegalNotice(locale)} />
}
