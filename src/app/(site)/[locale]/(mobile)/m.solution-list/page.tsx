import { setRequestLocale } from 'next-intl/server'

import { MobileSolutionListView } from '@/components/mobile/solution/MobileSolutionListView'
import { getSolutions } from '@/data/solutions'
import { languageOrDefault } from '@/rules/language'

export { solutionListMetadata as generateMetadata } from '@/seo/pages/solution-list'

type Props = { params: Promise<{ locale: string }> }

/** §2.2 /m.solution-list, the twin of /solution-list. */
export default async function MobileSolutionListPage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  return <MobileSolutionListView solutions={await getSolutions(locale)} locale={locale} />
}
