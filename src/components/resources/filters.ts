import { getTranslations } from 'next-intl/server'

import type { CaseStudySummary } from '@/data/caseStudies'
import type { DownloadDocument } from '@/data/downloads'
import type { PartnerEntry } from '@/data/partners'
import type { ProductCategorySummary } from '@/data/products'
import type { Locale } from '@/rules/language'
import {
  documentLanguageLabels,
  documentLanguages,
  documentTypeLabels,
  documentTypes,
  industries,
  industryLabels,
  regionLabels,
  regions,
} from '@/rules/resources'

import type { FilterField, ListFilterProps } from './ListFilter'

type FilterText = Omit<ListFilterProps, 'listId' | 'fields' | 'className' | 'classNames'>

/** The choices present in a list, in the order of their table. */
const present = <T extends string>(order: readonly T[], used: Iterable<T>) => {
  const seen = new Set(used)
  return order.filter((value) => seen.has(value))
}

async function filterText(locale: Locale, area: 'downloads' | 'caseStudies' | 'whereToBuy'): Promise<FilterText> {
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: `resources.${area}` }), getTranslations({ locale, namespace: 'resources' })])
  return { label: t('filterLabel'), countTexts: { one: t('countOne'), other: t('countOther') }, noneText: t('none'), resetLabel: common('clearFilters') }
}

/** Issue 29 the download centre's filters: product (by category), category, type, language. */
export async function downloadFilters(locale: Locale, documents: DownloadDocument[], categories: ProductCategorySummary[]) {
  const t = await getTranslations({ locale, namespace: 'resources.downloads' })
  const products = new Set(documents.flatMap((doc) => doc.products.map((product) => product.id)))
  const usedCategories = categories.filter((category) => category.productList.some((product) => products.has(product.id)))
  const fields: FilterField[] = [
    {
      name: 'product',
      label: t('product'),
      allLabel: t('allProducts'),
      options: usedCategories.flatMap((category) =>
        category.productList.filter((product) => products.has(product.id)).map((product) => ({ value: product.customizeUrl, label: product.model, group: category.name })),
      ),
    },
    { name: 'category', label: t('category'), allLabel: t('allCategories'), options: usedCategories.map((category) => ({ value: String(category.id), label: category.name })) },
    {
      name: 'type',
      label: t('type'),
      allLabel: t('allTypes'),
      options: present(documentTypes, documents.map((doc) => doc.type)).map((type) => ({ value: type, label: documentTypeLabels[type][locale] })),
    },
    {
      name: 'language',
      label: t('language'),
      allLabel: t('allLanguages'),
      options: present(documentLanguages, documents.map((doc) => doc.language)).map((language) => ({ value: language, label: documentLanguageLabels[language][locale] })),
    },
  ]
  return { fields, text: await filterText(locale, 'downloads') }
}

/** Issue 29 the case studies' filter: industry. */
export async function caseStudyFilters(locale: Locale, studies: CaseStudySummary[]) {
  const t = await getTranslations({ locale, namespace: 'resources.caseStudies' })
  const fields: FilterField[] = [
    {
      name: 'industry',
      label: t('industry'),
      allLabel: t('allIndustries'),
      options: present(industries, studies.map((study) => study.industry)).map((industry) => ({ value: industry, label: industryLabels[industry][locale] })),
    },
  ]
  return { fields, text: await filterText(locale, 'caseStudies') }
}

/** Issue 29 where to buy's filters: region, country (in the list's order), product line. */
export async function partnerFilters(locale: Locale, partners: PartnerEntry[]) {
  const t = await getTranslations({ locale, namespace: 'resources.whereToBuy' })
  const usedRegions = present(regions, partners.map((partner) => partner.region))
  const countries = [...new Map(partners.map((partner) => [partner.country, partner.countryName])).entries()].map(([value, label]) => ({ value, label }))
  const lines = [...new Map(partners.flatMap((partner) => partner.productLines).sort((a, b) => a.index - b.index).map((line) => [line.id, line.name])).entries()]
  const fields: FilterField[] = [
    { name: 'region', label: t('region'), allLabel: t('allRegions'), options: usedRegions.map((region) => ({ value: region, label: regionLabels[region][locale] })) },
    { name: 'country', label: t('country'), allLabel: t('allCountries'), options: countries },
    { name: 'line', label: t('productLine'), allLabel: t('allProductLines'), options: lines.map(([id, name]) => ({ value: String(id), label: name })) },
  ]
  return { fields, text: await filterText(locale, 'whereToBuy') }
}
