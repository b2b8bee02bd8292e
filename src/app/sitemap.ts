import type { MetadataRoute } from 'next'

import { listEvents } from '@/data/events'
import { getSitemapContent } from '@/data/sitemap'
import { eventPaths, invitationPages } from '@/rules/eventRoutes'
import { defaultLocale, languageTag, locales } from '@/rules/language'
import { paths } from '@/rules/paths'
import { mobileGuidePath } from '@/rules/routes'
import { localizedPath } from '@/seo/alternates'
import { siteUrl } from '@/seo/siteUrl'

/** Every public page in Chinese, with its English twin as an alternate (and vice versa). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const content = await getSitemapContent(defaultLocale)
  const origin = siteUrl()
  const pagePaths = [
    paths.home(),
    paths.mdm(),
    paths.mdmPrice(),
    paths.solutionList(),
    paths.newsTrend(),
    paths.newsList(),
    paths.introductory(),
    paths.recruitment(),
    paths.siteMap(),
    paths.legalNotice(),
    paths.conference(),
    paths.downloads(),
    paths.caseStudies(),
    paths.whereToBuy(),
    // Mobile only; the other /m. pages are found from their desktop twin's alternate link.
    mobileGuidePath,
    ...Array.from({ length: content.categoryCount }, (_, index) => paths.productList(index)),
    ...content.products.map((product) => paths.productDetail(product.customizeUrl)),
    ...content.solutions.map((solution) => paths.solutionDetail(solution.id)),
    ...content.newsCategories.flatMap((category) =>
      Array.from({ length: category.pages }, (_, index) => paths.newsList(category.id, index + 1)),
    ),
  ]
  const lastModified = new Map(content.news.map((article) => [paths.newsDetail(article.id), article.date]))
  for (const article of content.news) pagePaths.push(paths.newsDetail(article.id))
  for (const study of content.caseStudies) {
    pagePaths.push(paths.caseStudy(study.slug))
    lastModified.set(paths.caseStudy(study.slug), study.date)
  }

  const entry = (path: string): MetadataRoute.Sitemap[number] => ({
    url: new URL(localizedPath(path, defaultLocale), origin).toString(),
    lastModified: lastModified.get(path),
    alternates: {
      languages: Object.fromEntries(
        locales.map((locale) => [languageTag(locale), new URL(localizedPath(path, locale), origin).toString()]),
      ),
    },
  })
  // Event microsites carry their language in the address (/{token}, /{token}-en); the invitation
  // landing pages are ordinary pages. Personal invitations and check-in pages are not listed.
  const events = await listEvents(defaultLocale)
  const micrositeEntry = (token: string): MetadataRoute.Sitemap[number] => ({
    url: new URL(eventPaths.microsite(token, 'zh'), origin).toString(),
    alternates: {
      languages: {
        'zh-CN': new URL(eventPaths.microsite(token, 'zh'), origin).toString(),
        en: new URL(eventPaths.microsite(token, 'en'), origin).toString(),
      },
    },
  })
  return [
    ...pagePaths.map(entry),
    ...events.map((event) => micrositeEntry(event.token)),
    ...invitationPages.filter((page) => events.some((event) => event.invitationPage === page)).map((page) => entry(eventPaths.invitation(page))),
  ]
}
