import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { MdmView } from '@/components/mdm/MdmView'
import { getMdmContent, getMdmPricing } from '@/data/globals'
import { languageOrDefault } from '@/rules/language'
import { paths } from '@/rules/routes'
import { pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = languageOrDefault((await params).locale)
  const content = await getMdmContent(locale)
  return pageMetadata({ path: paths.mdm(), locale, title: content.title, description: content.subtitle, image: content.heroImage })
}

export default async function MdmPage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  const [content, pricing] = await Promise.all([getMdmContent(locale), getMdmPricing(locale)])
  return <MdmView content={content} trialDays={pricing.trialDays} locale={locale} />
}
