// Issue 29, customer case studies: the list, one study, and the studies that use a product or solution.
import type { CaseStudy } from '@/cms/payload-types'
import type { Locale } from '@/rules/language'
import { relationId } from '@/rules/relations'
import type { Industry, Region } from '@/rules/resources'
import { tags } from '@/rules/tags'

import { cached } from './cache'
import { type Image, toImage, toImages } from './media'
import { getPayloadClient } from './payload'
import { getProductCategories, type ProductSummary } from './products'
import { toHtml } from './richText'
import { getSolutions } from './solutions'
import { visible } from './visibility'

export interface CaseStudySummary {
  id: number
  slug: string
  title: string
  customer: string
  industry: Industry
  region: Region
  date: string
  summary: string
  cover: Image | null
  figures: { value: string; label: string }[]
  productIds: number[]
  solutionIds: number[]
}

export interface CaseStudyDetail extends CaseStudySummary {
  challengeHtml: string
  solutionHtml: string
  resultsHtml: string
  gallery: Image[]
  quote: { text: string; author: string; role: string } | null
  products: ProductSummary[]
  solutions: { id: number; name: string }[]
}

const ids = (values: unknown): number[] => (Array.isArray(values) ? values.map(relationId).filter((id): id is number => id !== null) : [])

function toSummary(study: CaseStudy): CaseStudySummary {
  return {
    id: study.id,
    slug: study.slug,
    title: study.title,
    customer: study.customer,
    industry: study.industry,
    region: study.region,
    date: study.date,
    summary: study.summary ?? '',
    cover: toImage(study.cover, 'card'),
    figures: (study.figures ?? []).map(({ value, label }) => ({ value, label })),
    productIds: ids(study.products),
    solutionIds: ids(study.solutions),
  }
}

async function readCaseStudies(locale: Locale): Promise<CaseStudySummary[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'case-studies',
    depth: 1,
    pagination: false,
    sort: ['-date', 'createdAt'],
    select: { slug: true, title: true, customer: true, industry: true, region: true, date: true, summary: true, cover: true, figures: true, products: true, solutions: true },
    populate: { products: { model: true }, solutions: { name: true } },
    ...visible('case-studies', locale),
  })
  return (result.docs as CaseStudy[]).map(toSummary)
}

/** Every published case study, newest first. */
export const getCaseStudies = cached(readCaseStudies, 'case-studies', [tags.caseStudies, tags.media])

async function readCaseStudy(locale: Locale, id: number): Promise<CaseStudyDetail | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({ collection: 'case-studies', depth: 1, limit: 1, ...visible('case-studies', locale, { id: { equals: id } }) })
  const study = result.docs[0] as CaseStudy | undefined
  if (!study) return null
  const [categories, solutions] = await Promise.all([getProductCategories(locale), getSolutions(locale)])
  // Related content shows only while it is published: the cached lists hold just that.
  const products = new Map(categories.flatMap((category) => category.productList).map((product) => [product.id, product]))
  const summary = toSummary(study)
  const quoteText = study.quote?.text?.trim() ?? ''
  return {
    ...summary,
    cover: toImage(study.cover, 'hero'),
    challengeHtml: toHtml(study.challenge),
    solutionHtml: toHtml(study.solution),
    resultsHtml: toHtml(study.results),
    gallery: toImages(study.gallery, 'card'),
    quote: quoteText ? { text: quoteText, author: study.quote?.author ?? '', role: study.quote?.role ?? '' } : null,
    products: summary.productIds.map((productId) => products.get(productId)).filter((product) => product !== undefined),
    solutions: solutions.filter((solution) => summary.solutionIds.includes(solution.id)).map(({ id: solutionId, name }) => ({ id: solutionId, name })),
  }
}

const getCaseStudyById = cached(readCaseStudy, 'case-study', [tags.caseStudies, tags.products, tags.productCategories, tags.solutions, tags.media])

/** One case study by its address (slug); null for an unknown one, which never reaches the database. */
export async function getCaseStudy(locale: Locale, slug: string): Promise<CaseStudyDetail | null> {
  const match = (await getCaseStudies(locale)).find((study) => study.slug === slug)
  return match ? getCaseStudyById(locale, match.id) : null
}

/** The case studies that use a product, or a solution (their pages link to them). */
export async function getCaseStudiesUsing(locale: Locale, used: { product: number } | { solution: number }): Promise<CaseStudySummary[]> {
  const studies = await getCaseStudies(locale)
  return studies.filter((study) => ('product' in used ? study.productIds.includes(used.product) : study.solutionIds.includes(used.solution)))
}
