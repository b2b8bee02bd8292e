import type { Metadata } from 'next'

import { getDocumentLanguages } from '@/data/languages'
import { getDocumentSeo } from '@/data/seo'
import { getSolution } from '@/data/solutions'
import { paths } from '@/rules/paths'
import { pageLanguage } from '@/i18n/pageLanguage'

import { notFoundMetadata, pageMetadata } from '../pageMetadata'

type Props = { params: Promise<{ locale: string; id: string }> }

/** Metadata of /solution-detail/{id} and of its mobile twin (whose canonical is the desktop address). */
export async function solutionDetailMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params
  const locale = await pageLanguage(params)
  const solution = await getSolution(locale, id)
  if (!solution) return notFoundMetadata(locale)
  const [seo, languages] = await Promise.all([getDocumentSeo('solutions', solution.id, locale), getDocumentLanguages('solutions', solution.id)])
  return pageMetadata({ path: paths.solutionDetail(solution.id), locale, title: solution.name, description: solution.summary, image: solution.cover, seo, languages })
}
