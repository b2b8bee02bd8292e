/*
 * What each route's page reads, shared by the desktop page and its /m. twin (spec §2.2: twins read
 * the same data, only the markup differs): the loaders set the request locale, read src/data and
 * answer `missing` (unknown ids) or redirect exactly as the route requires. `_load` is a private folder, no route.
 */
import { notFound } from 'next/navigation'

import { getCaseStudiesUsing } from '@/data/caseStudies'
import { getCompanyProfile, getHomeContent, getSiteSettings } from '@/data/globals'
import { getMdmContent, getMdmPricing } from '@/data/mdm'
import { getJobLocations, getJobs } from '@/data/jobs'
import { isPagePublished, type PageGlobal } from '@/data/languages'
import { getNewsCategories, getNewsPage } from '@/data/news'
import { getProductCategories } from '@/data/products'
import { getSolution, getSolutions } from '@/data/solutions'
import { type Locale } from '@/rules/language'
import type { Device } from '@/rules/routes'
import { pageLanguage } from '@/i18n/pageLanguage'

import { movedOrMissing } from './moved'

async function pageLocale(params: Promise<{ locale: string }>) {
  const locale = await pageLanguage(params)
  return locale
}

/** Issue 31: a page global never published in this language has no page there (404). */
export async function requirePublishedPage(slug: PageGlobal, locale: Locale): Promise<void> {
  if (!(await isPagePublished(slug, locale))) notFound()
}

/** §2.1 the home page: the home global and the highlights of products, solutions and the latest news. */
export async function loadHome(params: Promise<{ locale: string }>) {
  const locale = await pageLocale(params)
  const [home, categories, solutions, news, site] = await Promise.all([
    getHomeContent(locale),
    getProductCategories(locale),
    getSolutions(locale),
    getNewsPage(locale, null, 1),
    getSiteSettings(locale),
  ])
  return { locale, home, categories, solutions, news: news?.items ?? [], site }
}

export type HomePageData = Awaited<ReturnType<typeof loadHome>>

/** §2.1 /introductory: the company profile and the contact lines. */
export async function loadProfile(params: Promise<{ locale: string }>) {
  const locale = await pageLocale(params)
  await requirePublishedPage('company-profile', locale)
  const [profile, site] = await Promise.all([getCompanyProfile(locale), getSiteSettings(locale)])
  return { locale, profile, site }
}

/** §2.1 /recruitment-information: the locations and every opening. */
export async function loadRecruitment(params: Promise<{ locale: string }>) {
  const locale = await pageLocale(params)
  const [locations, jobs] = await Promise.all([getJobLocations(locale), getJobs(locale)])
  return { locale, locations, jobs }
}

/** §2.1 /site-map: what the map lists besides the fixed pages. */
export async function loadSiteMap(params: Promise<{ locale: string }>) {
  const locale = await pageLocale(params)
  const [categories, solutions, newsCategories] = await Promise.all([getProductCategories(locale), getSolutions(locale), getNewsCategories(locale)])
  return { locale, categories, solutions, newsCategories }
}

/** §2.1 /mdm: the offering, and the trial length from the price table. */
export async function loadMdm(params: Promise<{ locale: string }>) {
  const locale = await pageLocale(params)
  await requirePublishedPage('mdm-page', locale)
  const [content, pricing] = await Promise.all([getMdmContent(locale), getMdmPricing(locale)])
  return { locale, content, trialDays: pricing.trialDays }
}

/** §2.1 /solution-detail/{id}: the solution; for an unknown id, a managed redirect (issue 13) or not found. */
export async function loadSolution(params: Promise<{ locale: string; id: string }>, device: Device) {
  const { id } = await params
  const locale = await pageLocale(params)
  const solution = await getSolution(locale, id)
  if (!solution) return movedOrMissing(locale, `/solution-detail/${encodeURIComponent(id)}`, device)
  // Issue 29: the case studies that use it.
  return { locale, solution, caseStudies: await getCaseStudiesUsing(locale, { solution: solution.id }) }
}
