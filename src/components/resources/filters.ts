import { getTranslations } from 'next-intl/server'

import type { CaseStudySummary } from '@/data/caseStudies'
import type { DownloadDocument } from '@/data/downloads'
import type { PartnerEntry } from '@/data/partners'
import type { ProductCategorySummary } from '@/data/products'
import { type Locale, localizedPath } from '@/rules/language'
import type { ListQuery, ResourceList } from '@/rules/resourceLists'
import { type Choice, labelIn } from '@/rules/choices'
import { documentLanguages, documentTypes, industries, partnerTypes, regions } from '@/rules/resources'

import type { FilterField, ListFilterProps } from './ListFilter'
import type { FormField, FormOption, ListFormClassName, ListFormProps } from './ListForm'

type FilterText = Omit<ListFilterProps, 'listId' | 'fields' | 'className' | 'classNames'>

/** The choices present in a list, in the order of their table, each with its name in the language. */
const present = <T extends string>(choice: Choice<T>, used: Iterable<T>, locale: Locale): [T, string][] => {
  const seen = new Set(used)
  return choice.values.filter((value) => seen.has(value)).map((value) => [value, labelIn(choice.labels[value], locale)])
}

async function filterText(locale: Locale, area: 'caseStudies'): Promise<FilterText> {
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: `resources.${area}` }), getTranslations({ locale, namespace: 'resources' })])
  return { label: t('filterLabel'), countTexts: { one: t('countOne'), other: t('countOther') }, noneText: t('none'), resetLabel: common('clearFilters') }
}

// Only these of the page's CSS module go to the form: each class name travels in the page's RSC payload.
const listFormClassNames: ListFormClassName[] = ['filters', 'field', 'label', 'select', 'searchField', 'input', 'submit', 'reset']

/** A select's options without groups. */
const ungrouped = (options: FormOption[]) => [{ label: '', options }]

/**
 * Issue 36: the form of a list filtered on the server, for `query`; `path` is the list's address
 * on the page's device (desktop or phone), without the language, and `styles` its CSS module.
 */
async function listForm(locale: Locale, list: ResourceList, path: string, fields: FormField[], query: ListQuery, styles: Readonly<Record<string, string>>): Promise<ListFormProps> {
  const [t, common] = await Promise.all([getTranslations({ locale, namespace: `resources.${list}` }), getTranslations({ locale, namespace: 'resources' })])
  const action = localizedPath(path, locale)
  const chosen = { ...query.filters, ...(query.q ? { q: query.q } : {}) }
  return {
    action,
    label: t('filterLabel'),
    fields,
    chosen,
    search: { label: common('search'), placeholder: t('searchPlaceholder') },
    submitLabel: common('apply'),
    clear: Object.keys(chosen).length > 0 ? { href: action, label: common('clearFilters') } : null,
    classNames: Object.fromEntries(listFormClassNames.map((name) => [name, styles[name] ?? ''])) as ListFormProps['classNames'],
  }
}

type ListFormInput<L extends ResourceList> = { locale: Locale; path: string; query: ListQuery<L>; styles: Readonly<Record<string, string>> }

/** Issue 29 the download centre's filters (type, product by category, category, language), with the choices the documents offer. */
export async function downloadForm({ locale, path, query, styles }: ListFormInput<'downloads'>, documents: DownloadDocument[], categories: ProductCategorySummary[]) {
  const t = await getTranslations({ locale, namespace: 'resources.downloads' })
  const products = new Set(documents.flatMap((doc) => doc.products.map((product) => product.id)))
  const usedCategories = categories.filter((category) => category.productList.some((product) => products.has(product.id)))
  const fields: FormField[] = [
    {
      name: 'type',
      label: t('type'),
      allLabel: t('allTypes'),
      groups: ungrouped(present(documentTypes, documents.map((doc) => doc.type), locale)),
    },
    {
      name: 'product',
      label: t('product'),
      allLabel: t('allProducts'),
      groups: usedCategories.map((category) => ({
        label: category.name,
        options: category.productList.filter((product) => products.has(product.id)).map((product) => [product.customizeUrl, product.model] as const),
      })),
    },
    { name: 'category', label: t('category'), allLabel: t('allCategories'), groups: ungrouped(usedCategories.map((category) => [String(category.id), category.name])) },
    {
      name: 'language',
      label: t('language'),
      allLabel: t('allLanguages'),
      groups: ungrouped(present(documentLanguages, documents.map((doc) => doc.language), locale)),
    },
  ]
  return listForm(locale, 'downloads', path, fields, query, styles)
}

/** Issue 29 the case studies' filter: industry. */
export async function caseStudyFilters(locale: Locale, studies: CaseStudySummary[]) {
  const t = await getTranslations({ locale, namespace: 'resources.caseStudies' })
  const fields: FilterField[] = [
    {
      name: 'industry',
      label: t('industry'),
      allLabel: t('allIndustries'),
      options: present(industries, studies.map((study) => study.industry), locale).map(([value, label]) => ({ value, label })),
    },
  ]
  return { fields, text: await filterText(locale, 'caseStudies') }
}

/** Issue 29 where to buy's filters (region, country in the list's order, product line), issue 36 partner type, with the choices the partners offer. */
export async function partnerForm({ locale, path, query, styles }: ListFormInput<'whereToBuy'>, partners: PartnerEntry[]) {
  const t = await getTranslations({ locale, namespace: 'resources.whereToBuy' })
  const countries = [...new Map(partners.map((partner) => [partner.country, partner.countryName])).entries()]
  const lines = [...new Map(partners.flatMap((partner) => partner.productLines).sort((a, b) => a.index - b.index).map((line) => [String(line.id), line.name])).entries()]
  const fields: FormField[] = [
    { name: 'region', label: t('region'), allLabel: t('allRegions'), groups: ungrouped(present(regions, partners.map((partner) => partner.region), locale)) },
    { name: 'country', label: t('country'), allLabel: t('allCountries'), groups: ungrouped(countries) },
    { name: 'line', label: t('productLine'), allLabel: t('allProductLines'), groups: ungrouped(lines) },
    {
      name: 'type',
      label: t('type'),
      allLabel: t('allTypes'),
      groups: ungrouped(present(partnerTypes, partners.map((partner) => partner.type), locale)),
    },
  ]
  return listForm(locale, 'whereToBuy', path, fields, query, styles)
}
