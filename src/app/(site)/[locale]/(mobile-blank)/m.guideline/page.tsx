import type { Metadata } from 'next'

import { MobileGuideView } from '@/components/mobile/guide/MobileGuideView'
import { getMobileGuide } from '@/data/mobileGuide'
import { getPageLanguages } from '@/data/languages'
import { getGlobalSeo } from '@/data/seo'
import { mobileGuidePath } from '@/rules/routes'
import { notFoundMetadata, pageMetadata } from '@/seo/pageMetadata'
import { pageLanguage } from '@/i18n/pageLanguage'

import { requirePublishedPage } from '../../_load/pages'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLanguage(params)
  const [guide, seo, languages] = await Promise.all([getMobileGuide(locale), getGlobalSeo('mobile-guide', locale), getPageLanguages('mobile-guide')])
  if (!languages.includes(locale)) return notFoundMetadata(locale)
  return pageMetadata({ path: mobileGuidePath, locale, title: guide.title, description: guide.intro, seo, languages })
}

/** §2.2 the mobile guideline page, Chinese at /m.guideline and English at /en/m.guideline. */
export default async function MobileGuidePage({ params }: Props) {
  const locale = await pageLanguage(params)
  await requirePublishedPage('mobile-guide', locale)
  return <MobileGuideView guide={await getMobileGuide(locale)} locale={locale} />
}
