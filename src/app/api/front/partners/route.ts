import { filterPartners, getPartners } from '@/data/partners'
import { getProductCategories } from '@/data/products'
import { invalid, optionalId, type Parser } from '@/app/api/_lib/query'
import { otherMethods, publicGet } from '@/app/api/_lib/route'
import { countryCodePattern, regions, type Region } from '@/rules/resources'

const region: Parser<Region | undefined> = (raw) => (raw === undefined ? undefined : regions.is(raw) ? raw : invalid)
/** ISO 3166 alpha-2, in either case: `de` reads as DE. */
const country: Parser<string | undefined> = (raw) => (raw === undefined ? undefined : countryCodePattern.test(raw.toUpperCase()) ? raw.toUpperCase() : invalid)

/**
 * GET /api/front/partners (issue 29): the published where-to-buy partners in editor order, of
 * `region`, `country` (ISO 3166 alpha-2) and `productLine` (a product category id). A malformed
 * filter is a 400; a product line that does not exist, a 404; a country without partners, an
 * empty list.
 */
export const GET = publicGet({ region, country, productLine: optionalId }, async ({ locale, query, reply, notFound }) => {
  if (query.productLine !== undefined && !(await getProductCategories(locale)).some((category) => category.id === query.productLine)) return notFound()
  const partners = filterPartners(await getPartners(locale), query)
  return reply({ items: partners.map(({ productLines, ...partner }) => ({ ...partner, productLines: productLines.map(({ id, name }) => ({ id, name })) })) })
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
