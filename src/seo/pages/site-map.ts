import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { paths } from '@/rules/paths'
import { pageLanguage } from '@/i18n/pageLanguage'

import { pageMetadata } from '../pageMetadata'

type Props = { params: Promise<{ locale: string }> }

/** Metadata of /site-map and of its mobile twin (whose canonical is the desktop address). */
export async function siteMapMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLanguage(params)
  const t = await getTranslations({ locale, namespace: 'about' })
  return pageMetadata({ path: paths.siteMap(), locale, title: t('siteMapTitle'), description: t('siteMapDescription') })
}
