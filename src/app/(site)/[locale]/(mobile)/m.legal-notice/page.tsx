
import { MobileLegalNoticeView } from '@/components/mobile/about/MobileLegalNoticeView'
import { getLegalNotice } from '@/data/globals'
import { pageLanguage } from '@/i18n/pageLanguage'

import { requirePublishedPage } from '../../_load/pages'

export { legalNoticeMetadata as generateMetadata } from '@/seo/pages/legal-notice'

type Props = { params: Promise<{ locale: string }> }

/** §2.2 /m.legal-notice, the twin of /legal-notice. */
export default async function MobileLegalNoticePage({ params }: Props) {
  const locale = await pageLanguage(params)
  await requirePublishedPage('legal-notice', locale)
  return <MobileLegalNoticeView locale={locale} notice={await getLegalNotice(locale)} />
}
