import type { Metadata } from 'next'

import { getMdmContent } from '@/data/mdm'
import { getPageLanguages } from '@/data/languages'
import { getGlobalSeo } from '@/data/seo'
import { paths } from '@/rules/paths'
import { pageLanguage } from '@/i18n/pageLanguage'

import { notFoundMetadata, pageMetadata } from '../pageMetadata'

type Props = { params: Promise<{ locale: string }> }

/** Metadata of /mdm and of its mobile twin (whose canonical is the desktop address). */
export async function mdmMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLanguage(params)
  const [content, seo, languages] = await Promise.all([getMdmContent(locale), getGlobalSeo('mdm-page', locale), getPageLanguages('mdm-page')])
  if (!languages.includes(locale)) return notFoundMetadata(locale)
  return pageMetadata({ path: paths.mdm(), locale, title: content.title, description: content.subtitle, image: content.heroImage, seo, languages })
}
