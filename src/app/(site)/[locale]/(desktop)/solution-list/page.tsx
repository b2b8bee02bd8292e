import { setRequestLocale } from 'next-intl/server'

import { SolutionListView } from '@/components/solution/SolutionListView'
import { getSolutions } from '@/data/solutions'
import { languageOrDefault } from '@/rules/language'

export { solutionListMetadata as generateMetadata } from '@/seo/pages/solution-list'

type Props = { params: Promise<{ locale: string }> }

export default async function SolutionListPage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  const solutions = await getSolutions(locale)
  return <SolutionListView solutions={solutions} locale={locale} />
}
