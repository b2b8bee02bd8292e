import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getLegalNotice } from '@/data/globals'
import { getPageLanguages } from '@/data/languages'
import { getGlobalSeo } from '@/data/seo'
import { paths } from '@/rules/paths'
import { pageLanguage } from '@/i18n/pageLanguage'

import { notFoundMetadata, pageMetadata } from '../pageMetadata'

type Props = { params: Promise<{ locale: string }> }

/** Metadata of /legal-notice and of its mobile twin (whose canonical is the desktop address). */
export async function legalNoticeMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLanguage(params)
  const [notice, t, seo] = await Promise.all([getLegalNotice(locale), getTranslations({ locale, namespace: 'about' }), getGlobalSeo('legal-notice', locale)])
  const languages = await getPageLanguages('legal-notice')
  if (!languages.includes(locale)) return notFoundMetadata(locale)
  return pageMetadata({ path: paths.legalNotice(), locale, title: notice.title, description: t('legalDescription'), seo, languages })
}
