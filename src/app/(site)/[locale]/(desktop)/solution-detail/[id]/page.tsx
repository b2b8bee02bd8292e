import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { SolutionDetailView } from '@/components/solution/SolutionDetailView'
import { getSolution } from '@/data/solutions'
import { languageOrDefault } from '@/rules/language'
import { paths } from '@/rules/routes'
import { notFoundMetadata, pageMetadata } from '@/seo/pageMetadata'

type Props = { params: Promise<{ locale: string; id: string }> }

// Rendered on the first request for each solution, then served from the cache (revalidated by tag).
export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params
  const locale = languageOrDefault(raw)
  const solution = await getSolution(locale, id)
  if (!solution) return notFoundMetadata(locale)
  return pageMetadata({ path: paths.solutionDetail(solution.id), locale, title: solution.name, description: solution.summary, image: solution.cover })
}

export default async function SolutionDetailPage({ params }: Props) {
  const { locale: raw, id } = await params
  const locale = languageOrDefault(raw)
  setRequestLocale(locale)
  const solution = await getSolution(locale, id)
  if (!solution) return <NotFoundContent locale={locale} />
  return <SolutionDetailView solution={solution} locale={locale} />
}
