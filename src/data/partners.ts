// Issue 29, where to buy: the published partners, in editor order, with the product lines they carry.
import type { Partner } from '@/cms/payload-types'
import type { Locale } from '@/rules/language'
import { relationId } from '@/rules/relations'
import { countryName, regions, type PartnerType, type Region } from '@/rules/resources'
import { matchesQuery } from '@/rules/wordForms'
import { tags } from '@/rules/tags'

import { cached } from './cache'
import { getPayloadClient } from './payload'
import { getProductCategories } from './products'
import { visible } from './visibility'

export interface PartnerEntry {
  id: number
  name: string
  type: PartnerType
  region: Region
  /** ISO 3166 alpha-2, and its name in the page's language */
  country: string
  countryName: string
  city: string
  address: string
  phone: string
  email: string
  website: string
  /** the product categories it carries, with their index for /product-list?i= */
  productLines: { id: number; name: string; index: number }[]
}

async function readPartners(locale: Locale): Promise<PartnerEntry[]> {
  const payload = await getPayloadClient()
  const [result, categories] = await Promise.all([
    payload.find({ collection: 'partners', depth: 0, pagination: false, sort: ['order', 'createdAt'], ...visible('partners', locale) }),
    getProductCategories(locale),
  ])
  return (result.docs as Partner[]).map((partner) => ({
    id: partner.id,
    name: partner.name,
    type: partner.type,
    region: partner.region,
    country: partner.country,
    countryName: countryName(partner.country, locale),
    city: partner.city ?? '',
    address: partner.address ?? '',
    phone: partner.phone ?? '',
    email: partner.email ?? '',
    website: partner.website ?? '',
    productLines: (partner.productLines ?? []).flatMap((line) => {
      const index = categories.findIndex((category) => category.id === relationId(line))
      return index >= 0 ? [{ id: categories[index]!.id, name: categories[index]!.name, index }] : []
    }),
  }))
}

/** Every published partner, in editor order. */
export const getPartners = cached(readPartners, 'partners', [tags.partners, tags.productCategories])

export interface PartnerFilter {
  region?: Region
  country?: string
  productLine?: number
  type?: PartnerType
  /** words that must all be in the name, city, country or address (issue 36) */
  query?: string
}

export function filterPartners(partners: PartnerEntry[], filter: PartnerFilter): PartnerEntry[] {
  return partners.filter(
    (partner) =>
      (filter.region === undefined || partner.region === filter.region) &&
      (filter.country === undefined || partner.country === filter.country) &&
      (filter.productLine === undefined || partner.productLines.some((line) => line.id === filter.productLine)) &&
      (filter.type === undefined || partner.type === filter.type) &&
      (!filter.query || matchesQuery([partner.name, partner.city, partner.countryName, partner.address].join(' '), filter.query)),
  )
}

/** Partners as the where-to-buy page lists them, page after page: by region (in the regions' order), then in editor order. */
export const partnersByRegion = (partners: PartnerEntry[]): PartnerEntry[] =>
  regions.values.flatMap((region) => partners.filter((partner) => partner.region === region))
