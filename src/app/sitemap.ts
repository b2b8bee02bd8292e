import type { MetadataRoute } from 'next'

import { listEvents } from '@/data/events'
import { getPageLanguages, type PageGlobal, pageGlobals } from '@/data/languages'
import { getSitemapContent, type SitemapContent } from '@/data/sitemap'
import { eventPaths, invitationPages } from '@/rules/eventRoutes'
import { defaultLocale, languageTag, type Locale, locales } from '@/rules/language'
import { paths } from '@/rules/paths'
import { mobileGuidePath } from '@/rules/routes'
import { localizedPath } from '@/seo/alternates'
import { siteUrl } from '@/seo/siteUrl'

/** The page of each page global (issue 31: absent in a language it was never published in). */
const pageGlobalPaths: Record<PageGlobal, string> = {
  'company-profile': paths.introductory(),
  'legal-notice': paths.legalNotice(),
  'mdm-page': paths.mdm(),
  'mdm-pricing': paths.mdmPrice(),
  'conference-page': paths.conference(),
  'mobile-guide': mobileGuidePath,
}

function contentPaths(content: SitemapContent): string[] {
  return [
    ...Array.from({ length: content.categoryCount }, (_, index) => paths.productList(index)),
    ...content.products.map((product) => paths.productDetail(product.customizeUrl)),
    ...content.solutions.map((solution) => paths.solutionDetail(solution.id)),
    ...content.newsCategories.flatMap((category) => Array.from({ length: category.pages }, (_, index) => paths.newsList(category.id, index + 1))),
    ...content.news.map((article) => paths.newsDetail(article.id)),
    ...content.caseStudies.map((study) => paths.caseStudy(study.slug)),
  ]
}

/**
 * Every public page, in each language it exists in: a page's alternates name only those (issue 31:
 * content published in one language has no page, so no alternate, in the other).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl()
  const [contents, pageLanguages] = await Promise.all([
    Promise.all(locales.map((locale) => getSitemapContent(locale))),
    Promise.all(pageGlobals.map(async (slug) => [pageGlobalPaths[slug], await getPageLanguages(slug)] as const)),
  ])
  const fixedPaths = [
    paths.home(),
    paths.solutionList(),
    paths.newsTrend(),
    paths.newsList(),
    paths.recruitment(),
    paths.siteMap(),
    paths.downloads(),
    paths.caseStudies(),
    paths.whereToBuy(),
  ]
  const languagesOf = new Map<string, Set<Locale>>(fixedPaths.map((path) => [path, new Set(locales)]))
  const add = (path: string, locale: Locale) => languagesOf.set(path, (languagesOf.get(path) ?? new Set()).add(locale))
  for (const [path, languages] of pageLanguages) for (const locale of languages) add(path, locale)
  locales.forEach((locale, index) => contentPaths(contents[index]!).forEach((path) => add(path, locale)))

  const lastModified = new Map<string, string>()
  for (const content of contents) {
    for (const article of content.news) lastModified.set(paths.newsDetail(article.id), article.date)
    for (const study of content.caseStudies) lastModified.set(paths.caseStudy(study.slug), study.date)
  }

  const entry = (path: string, languages: Set<Locale> = new Set(locales)): MetadataRoute.Sitemap[number] => {
    const present = locales.filter((locale) => languages.has(locale))
    return {
      url: new URL(localizedPath(path, present.includes(defaultLocale) ? defaultLocale : present[0]!), origin).toString(),
      lastModified: lastModified.get(path),
      alternates: {
        languages: Object.fromEntries(present.map((locale) => [languageTag(locale), new URL(localizedPath(path, locale), origin).toString()])),
      },
    }
  }
  // Event microsites carry their language in the address (/{token}, /{token}-en); the invitation
  // landing pages are ordinary pages. Personal invitations and check-in pages are not listed.
  const eventsByLocale = await Promise.all(locales.map((locale) => listEvents(locale)))
  const eventLanguages = new Map<string, Set<Locale>>()
  locales.forEach((locale, index) => {
    for (const event of eventsByLocale[index]!) eventLanguages.set(event.token, (eventLanguages.get(event.token) ?? new Set()).add(locale))
  })
  const micrositeEntry = (token: string, languages: Set<Locale>): MetadataRoute.Sitemap[number] => {
    const present = locales.filter((locale) => languages.has(locale))
    return {
      url: new URL(eventPaths.microsite(token, present.includes(defaultLocale) ? defaultLocale : present[0]!), origin).toString(),
      alternates: {
        languages: Object.fromEntries(present.map((locale) => [languageTag(locale), new URL(eventPaths.microsite(token, locale), origin).toString()])),
      },
    }
  }
  const events = eventsByLocale.flat()
  return [
    ...[...languagesOf].map(([path, languages]) => entry(path, languages)),
    ...[...eventLanguages].map(([token, languages]) => micrositeEntry(token, languages)),
    ...invitationPages.filter((page) => events.some((event) => event.invitationPage === page)).map((page) => entry(eventPaths.invitation(page))),
  ]
}
