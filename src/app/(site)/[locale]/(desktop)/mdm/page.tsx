import { setRequestLocale } from 'next-intl/server'

import { MdmView } from '@/components/mdm/MdmView'
import { getMdmContent, getMdmPricing } from '@/data/globals'
import { languageOrDefault } from '@/rules/language'

export { mdmMetadata as generateMetadata } from '@/seo/pages/mdm'

type Props = { params: Promise<{ locale: string }> }

export default async function MdmPage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  const [content, pricing] = await Promise.all([getMdmContent(locale), getMdmPricing(locale)])
  return <MdmView content={content} trialDays={pricing.trialDays} locale={locale} />
}
