import { getCaseStudies, getCaseStudy, type CaseStudySummary } from '@/data/caseStudies'
import { invalid, optionalSlug, pageNumber, type Parser } from '@/app/api/_lib/query'
import { otherMethods, publicGet } from '@/app/api/_lib/route'
import { caseStudiesPageSize, industries, type Industry } from '@/rules/resources'

const industry: Parser<Industry | undefined> = (raw) => (raw === undefined ? undefined : industries.is(raw) ? raw : invalid)

const summary = ({ productIds, solutionIds, ...study }: CaseStudySummary) => ({ ...study, products: productIds, solutions: solutionIds })

/**
 * GET /api/front/caseStudies (issue 29), two forms:
 * - `slug`: one case study, with its story as HTML and the products and solutions it uses;
 * - otherwise one page (`page`, default 1, 12 a page) of the published case studies, newest first,
 *   of `industry` or of all. A page past the last is a 404 (page 1 of an empty list is not).
 */
export const GET = publicGet({ slug: optionalSlug, industry, page: pageNumber }, async ({ request, locale, query, reply, badRequest, notFound }) => {
  const given = request.nextUrl.searchParams
  if (query.slug !== undefined) {
    if (given.has('industry')) return badRequest('industry')
    if (given.has('page')) return badRequest('page')
    const study = await getCaseStudy(locale, query.slug)
    return study ? reply(study) : notFound()
  }
  const studies = (await getCaseStudies(locale)).filter((study) => query.industry === undefined || study.industry === query.industry)
  const totalPages = Math.max(1, Math.ceil(studies.length / caseStudiesPageSize))
  if (query.page > totalPages) return notFound()
  const items = studies.slice((query.page - 1) * caseStudiesPageSize, query.page * caseStudiesPageSize).map(summary)
  return reply({ items, page: query.page, pageSize: caseStudiesPageSize, total: studies.length, totalPages })
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
