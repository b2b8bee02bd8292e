import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { MdmPriceView } from '@/components/mdm/MdmPriceView'
import { getMdmPricing } from '@/data/globals'
import { languageOrDefault } from '@/rules/language'
import { paths } from '@/rules/routes'
import { pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = languageOrDefault((await params).locale)
  const [pricing, t] = await Promise.all([getMdmPricing(locale), getTranslations({ locale, namespace: 'mdm' })])
  return pageMetadata({
    path: paths.mdmPrice(),
    locale,
    title: pricing.title || t('pricingTitle'),
    description: pricing.subtitle || t('pricingCtaText'),
  })
}

export default async function MdmPricePage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  const pricing = await getMdmPricing(locale)
  return <MdmPriceView pricing={pricing} locale={locale} />
}
