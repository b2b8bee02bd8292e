import { setRequestLocale } from 'next-intl/server'

import { ProfileView } from '@/components/about/ProfileView'
import { getCompanyProfile, getSiteSettings } from '@/data/globals'
import { languageOrDefault } from '@/rules/language'

export { introductoryMetadata as generateMetadata } from '@/seo/pages/introductory'

type Props = { params: Promise<{ locale: string }> }

export default async function IntroductoryPage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  const [profile, site] = await Promise.all([getCompanyProfile(locale), getSiteSettings(locale)])
  return <ProfileView locale={locale} profile={profile} site={site} />
}
