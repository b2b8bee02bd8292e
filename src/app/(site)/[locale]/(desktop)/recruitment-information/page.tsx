import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { RecruitmentView } from '@/components/about/RecruitmentView'
import { getJobLocations, getJobs } from '@/data/jobs'
import { languageOrDefault } from '@/rules/language'
import { paths } from '@/rules/routes'
import { pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = languageOrDefault((await params).locale)
  const t = await getTranslations({ locale, namespace: 'about' })
  return pageMetadata({ path: paths.recruitment(), locale, title: t('recruitmentTitle'), description: t('recruitmentDescription') })
}

export default async function RecruitmentPage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  const [locations, jobs] = await Promise.all([getJobLocations(locale), getJobs(locale)])
  return <RecruitmentView locale={locale} locations={locations} jobs={jobs} />
}
