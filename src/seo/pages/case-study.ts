import type { Metadata } from 'next'

import { getDocumentLanguages } from '@/data/languages'
import { getCaseStudy } from '@/data/caseStudies'
import { getDocumentSeo } from '@/data/seo'
import { paths } from '@/rules/paths'
import { pageLanguage } from '@/i18n/pageLanguage'

import { notFoundMetadata, pageMetadata } from '../pageMetadata'

/** Issue 29 /case-studies/<slug> and its mobile twin (whose canonical is the desktop address). */
export async function caseStudyMetadata({ params }: { params: Promise<{ locale: string; slug: string }> }): Promise<Metadata> {
  const { slug } = await params
  const locale = await pageLanguage(params)
  const study = await getCaseStudy(locale, slug)
  if (!study) return notFoundMetadata(locale)
  const [seo, languages] = await Promise.all([getDocumentSeo('case-studies', study.id, locale), getDocumentLanguages('case-studies', study.id)])
  return pageMetadata({ path: paths.caseStudy(study.slug), locale, title: study.title, description: study.summary, image: study.cover, seo, languages })
}
