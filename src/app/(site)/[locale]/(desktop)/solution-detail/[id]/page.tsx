import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { SolutionDetailView } from '@/components/solution/SolutionDetailView'
import { getSolution } from '@/data/solutions'
import { languageOrDefault } from '@/rules/language'

export { solutionDetailMetadata as generateMetadata } from '@/seo/pages/solution-detail'

type Props = { params: Promise<{ locale: string; id: string }> }

// Rendered on the first request for each solution, then served from the cache (revalidated by tag).
export const dynamicParams = true

export async function generateStaticParams() {
  return []
}

export default async function SolutionDetailPage({ params }: Props) {
  const { locale: raw, id } = await params
  const locale = languageOrDefault(raw)
  setRequestLocale(locale)
  const solution = await getSolution(locale, id)
  if (!solution) notFound()
  return <SolutionDetailView solution={solution} locale={locale} />
}
