import { setRequestLocale } from 'next-intl/server'

import { RecruitmentView } from '@/components/about/RecruitmentView'
import { getJobLocations, getJobs } from '@/data/jobs'
import { languageOrDefault } from '@/rules/language'

export { recruitmentMetadata as generateMetadata } from '@/seo/pages/recruitment-information'

type Props = { params: Promise<{ locale: string }> }

export default async function RecruitmentPage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  const [locations, jobs] = await Promise.all([getJobLocations(locale), getJobs(locale)])
  return <RecruitmentView locale={locale} locations={locations} jobs={jobs} />
}
