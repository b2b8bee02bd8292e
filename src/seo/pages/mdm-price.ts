import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getMdmPricing } from '@/data/mdm'
import { getPageLanguages } from '@/data/languages'
import { getGlobalSeo } from '@/data/seo'
import { paths } from '@/rules/paths'
import { pageLanguage } from '@/i18n/pageLanguage'

import { notFoundMetadata, pageMetadata } from '../pageMetadata'

type Props = { params: Promise<{ locale: string }> }

/** Metadata of /mdm-price and of its mobile twin (whose canonical is the desktop address). */
export async function mdmPriceMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLanguage(params)
  const [pricing, t, seo] = await Promise.all([getMdmPricing(locale), getTranslations({ locale, namespace: 'mdm' }), getGlobalSeo('mdm-pricing', locale)])
  const languages = await getPageLanguages('mdm-pricing')
  if (!languages.includes(locale)) return notFoundMetadata(locale)
  return pageMetadata({
    path: paths.mdmPrice(),
    locale,
    title: pricing.title || t('pricingTitle'),
    description: pricing.subtitle || t('pricingCtaText'),
    seo,
    languages,
  })
}
