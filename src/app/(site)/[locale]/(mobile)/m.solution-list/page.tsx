
import { MobileSolutionListView } from '@/components/mobile/solution/MobileSolutionListView'
import { getSolutions } from '@/data/solutions'
import { pageLanguage } from '@/i18n/pageLanguage'

export { solutionListMetadata as generateMetadata } from '@/seo/pages/solution-list'

type Props = { params: Promise<{ locale: string }> }

/** §2.2 /m.solution-list, the twin of /solution-list. */
export default async function MobileSolutionListPage({ params }: Props) {
  const locale = await pageLanguage(params)
  return <MobileSolutionListView solutions={await getSolutions(locale)} locale={locale} />
}
