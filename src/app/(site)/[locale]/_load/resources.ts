
import { getCaseStudies, getCaseStudy } from '@/data/caseStudies'
import { getDocuments } from '@/data/downloads'
import { getSiteSettings } from '@/data/globals'
import { getPartners } from '@/data/partners'
import { getProductCategories } from '@/data/products'
import { getResourcePage } from '@/data/resourcePages'
import { getDocumentSeo } from '@/data/seo'
import { pageLanguage } from '@/i18n/pageLanguage'

import { missing } from './missing'

type Params = Promise<{ locale: string }>

async function pageLocale(params: Params) {
  const locale = await pageLanguage(params)
  return locale
}

/** Issue 29 /downloads: every published document; the filters read the categories' products. */
export async function loadDownloads(params: Params) {
  const locale = await pageLocale(params)
  const [page, documents, categories] = await Promise.all([getResourcePage('downloads-page', locale), getDocuments(locale), getProductCategories(locale)])
  return { locale, page, documents, categories }
}

/** Issue 29 /case-studies: every published case study, newest first. */
export async function loadCaseStudies(params: Params) {
  const locale = await pageLocale(params)
  const [page, studies] = await Promise.all([getResourcePage('case-studies-page', locale), getCaseStudies(locale)])
  return { locale, page, studies }
}

/** Issue 29 /case-studies/<slug>: one study with its SEO fields and the site's name; unknown: not found. */
export async function loadCaseStudy(params: Promise<{ locale: string; slug: string }>) {
  const { slug } = await params
  const locale = await pageLocale(params)
  const [study, site] = await Promise.all([getCaseStudy(locale, slug), getSiteSettings(locale)])
  if (!study) return missing(locale)
  return { locale, study, site, seo: await getDocumentSeo('case-studies', study.id, locale) }
}

/** Issue 29 /where-to-buy: every published partner in editor order. */
export async function loadWhereToBuy(params: Params) {
  const locale = await pageLocale(params)
  const [page, partners] = await Promise.all([getResourcePage('where-to-buy-page', locale), getPartners(locale)])
  return { locale, page, partners }
}

export type DownloadsPageData = Awaited<ReturnType<typeof loadDownloads>>
export type CaseStudiesPageData = Awaited<ReturnType<typeof loadCaseStudies>>
export type CaseStudyPageData = Exclude<Awaited<ReturnType<typeof loadCaseStudy>>, { missing: true }>
export type WhereToBuyPageData = Awaited<ReturnType<typeof loadWhereToBuy>>
