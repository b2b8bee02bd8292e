
import { SolutionListView } from '@/components/solution/SolutionListView'
import { getSolutions } from '@/data/solutions'
import { pageLanguage } from '@/i18n/pageLanguage'

export { solutionListMetadata as generateMetadata } from '@/seo/pages/solution-list'

type Props = { params: Promise<{ locale: string }> }

export default async function SolutionListPage({ params }: Props) {
  const locale = await pageLanguage(params)
  const solutions = await getSolutions(locale)
  return <SolutionListView solutions={solutions} locale={locale} />
}
