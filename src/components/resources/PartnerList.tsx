import { getTranslations } from 'next-intl/server'

import type { PartnerEntry } from '@/data/partners'
import { labelIn } from '@/rules/choices'
import { type Locale, localizedHref } from '@/rules/language'
import type { paths } from '@/rules/paths'
import { partnerTypes, regions, resourceAnchor } from '@/rules/resources'

import { type PartnerRow, PartnerRows, type PartnerRowsClassName, type PartnerRowsText } from './PartnerRows'

interface Props {
  partners: PartnerEntry[]
  locale: Locale
  styles: Readonly<Record<string, string>>
  links: typeof paths
  id: string
}

const rowClassNames: PartnerRowsClassName[] = ['regions', 'regionTitle', 'partners', 'tags', 'tag', 'lines', 'productChip', 'contact']

/**
 * Issue 29 where to buy: partners grouped by region (in the regions' order), each with its type,
 * place, contact details and product lines, and "contact this partner", which opens the site's
 * enquiry dialog addressed to it. One page of them (issue 36: filtered and paged on the server);
 * the texts are made here, PartnerRows lays them out (a row travels as its data).
 */
export async function PartnerList({ partners, locale, styles, links, id }: Props) {
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: 'resources.whereToBuy' }), getTranslations({ locale, namespace: 'resources' })])
  const row = (partner: PartnerEntry): PartnerRow => ({
    id: partner.id,
    anchor: resourceAnchor.partner(partner.id),
    name: partner.name,
    tags: [labelIn(partnerTypes.labels[partner.type], locale), [partner.city, partner.countryName].filter(Boolean).join(' · ')],
    address: partner.address,
    phone: partner.phone ? { href: `tel:${partner.phone.replace(/[^\d+]/g, '')}`, text: partner.phone } : null,
    email: partner.email,
    website: partner.website ? { href: partner.website, text: partner.website.replace(/^https?:\/\//, '') } : null,
    lines: partner.productLines.map((line) => ({ href: localizedHref(links.productList(line.index), locale), name: line.name })),
    contactLabel: t('contactLabel', { name: partner.name }),
  })
  const groups = regions.values
    .map((region) => ({ region, title: labelIn(regions.labels[region], locale), partners: partners.filter((partner) => partner.region === region).map(row) }))
    .filter((group) => group.partners.length > 0)
  const text: PartnerRowsText = {
    address: t('address'),
    phone: t('phone'),
    email: t('email'),
    website: t('website'),
    productLines: t('productLines'),
    contact: t('contact'),
    opensInNewTab: common('opensInNewTab'),
  }
  const classNames = Object.fromEntries(rowClassNames.map((name) => [name, styles[name] ?? ''])) as Record<PartnerRowsClassName, string>
  return <PartnerRows groups={groups} text={text} classNames={classNames} id={id} />
}
