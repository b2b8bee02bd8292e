import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getCompanyProfile } from '@/data/globals'
import { getPageLanguages } from '@/data/languages'
import { getGlobalSeo } from '@/data/seo'
import { paths } from '@/rules/paths'
import { pageLanguage } from '@/i18n/pageLanguage'

import { notFoundMetadata, pageMetadata } from '../pageMetadata'

type Props = { params: Promise<{ locale: string }> }

/** Metadata of /introductory and of its mobile twin (whose canonical is the desktop address). */
export async function introductoryMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLanguage(params)
  const [profile, t, seo] = await Promise.all([
    getCompanyProfile(locale),
    getTranslations({ locale, namespace: 'about' }),
    getGlobalSeo('company-profile', locale),
  ])
  const languages = await getPageLanguages('company-profile')
  if (!languages.includes(locale)) return notFoundMetadata(locale)
  return pageMetadata({ path: paths.introductory(), locale, title: profile.title, description: t('profileDescription'), image: profile.heroImage, seo, languages })
}
