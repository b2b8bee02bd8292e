import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { ProfileView } from '@/components/about/ProfileView'
import { getCompanyProfile, getSiteSettings } from '@/data/globals'
import { languageOrDefault } from '@/rules/language'
import { paths } from '@/rules/routes'
import { pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = languageOrDefault((await params).locale)
  const [profile, t] = await Promise.all([getCompanyProfile(locale), getTranslations({ locale, namespace: 'about' })])
  return pageMetadata({ path: paths.introductory(), locale, title: profile.title, description: t('profileDescription'), image: profile.heroImage })
}

export default async function IntroductoryPage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  const [profile, site] = await Promise.all([getCompanyProfile(locale), getSiteSettings(locale)])
  return <ProfileView locale={locale} profile={profile} site={site} />
}
