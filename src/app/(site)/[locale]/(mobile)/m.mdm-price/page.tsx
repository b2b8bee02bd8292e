
import { MobileMdmPriceView } from '@/components/mobile/mdm/MobileMdmPriceView'
import { getMdmPricing } from '@/data/mdm'
import { pageLanguage } from '@/i18n/pageLanguage'

import { requirePublishedPage } from '../../_load/pages'

export { mdmPriceMetadata as generateMetadata } from '@/seo/pages/mdm-price'

type Props = { params: Promise<{ locale: string }> }

/** §2.2 /m.mdm-price, the twin of /mdm-price (§9 figures). */
export default async function MobileMdmPricePage({ params }: Props) {
  const locale = await pageLanguage(params)
  await requirePublishedPage('mdm-pricing', locale)
  return <MobileMdmPriceView pricing={await getMdmPricing(locale)} locale={locale} />
}
