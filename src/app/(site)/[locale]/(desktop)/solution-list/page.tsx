import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { SolutionListView } from '@/components/solution/SolutionListView'
import { getSolutions } from '@/data/solutions'
import { languageOrDefault } from '@/rules/language'
import { paths } from '@/rules/routes'
import { pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = languageOrDefault((await params).locale)
  const t = await getTranslations({ locale, namespace: 'solution' })
  return pageMetadata({ path: paths.solutionList(), locale, title: t('title'), description: t('description') })
}

export default async function SolutionListPage({ params }: Props) {
  const locale = languageOrDefault((await params).locale)
  setRequestLocale(locale)
  const solutions = await getSolutions(locale)
  return <SolutionListView solutions={solutions} locale={locale} />
}
