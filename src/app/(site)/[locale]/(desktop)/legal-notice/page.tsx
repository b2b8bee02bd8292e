
import { LegalNoticeView } from '@/components/about/LegalNoticeView'
import { getLegalNotice } from '@/data/globals'
import { pageLanguage } from '@/i18n/pageLanguage'

import { requirePublishedPage } from '../../_load/pages'

export { legalNoticeMetadata as generateMetadata } from '@/seo/pages/legal-notice'

type Props = { params: Promise<{ locale: string }> }

export default async function LegalNoticePage({ params }: Props) {
  const locale = await pageLanguage(params)
  await requirePublishedPage('legal-notice', locale)
  return <LegalNoticeView locale={locale} notice={await getLegalNotice(locale)} />
}
