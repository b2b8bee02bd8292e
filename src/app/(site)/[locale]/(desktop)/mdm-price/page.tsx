
import { MdmPriceView } from '@/components/mdm/MdmPriceView'
import { getMdmPricing } from '@/data/mdm'
import { pageLanguage } from '@/i18n/pageLanguage'

import { requirePublishedPage } from '../../_load/pages'

export { mdmPriceMetadata as generateMetadata } from '@/seo/pages/mdm-price'

type Props = { params: Promise<{ locale: string }> }

export default async function MdmPricePage({ params }: Props) {
  const locale = await pageLanguage(params)
  await requirePublishedPage('mdm-pricing', locale)
  const pricing = await getMdmPricing(locale)
  return <MdmPriceView pricing={pricing} locale={locale} />
}
