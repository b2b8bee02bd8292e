import { type AddressBook, documentAddresses, documentAddressPatterns, listValueChecks, micrositeAddresses, notFoundAddresses, unroutedAddressPattern } from '@/rules/addressBook'
import { micrositeLanguages } from '@/rules/eventRoutes'
import { locales } from '@/rules/language'
import { allNewsSegment, paths } from '@/rules/paths'

import { getMicrositeTokens } from './events'
import { getRedirectSources } from './redirects'
import { getSitemapContent } from './sitemap'

/** A news list's pages as the site takes them, the spellings it redirects to the canonical one included. */
function newsListPaths(segment: string, pages: number): string[] {
  return [`/news-list/${segment}`, ...Array.from({ length: pages }, (_, index) => `/news-list/${segment}/${index + 1}`)]
}

/**
 * Issue 36: every address of a document page or a list's page there is (the sitemap's documents,
 * by key and by id where a page takes both; news categories' pages; product categories; on both
 * devices), the published event microsites' addresses, every managed redirect's old address, and
 * the values the server-paged lists' open filters take (products, categories), read through the
 * cached functions the pages use: expired with them when an editor saves.
 */
export async function getAddressBook(): Promise<AddressBook> {
  const [contents, redirects, tokens] = await Promise.all([
    Promise.all(locales.map((locale) => getSitemapContent(locale))),
    getRedirectSources(),
    Promise.all(micrositeLanguages.map((language) => getMicrositeTokens(language))),
  ])
  const microsites = micrositeLanguages.flatMap((language, index) => tokens[index]!.flatMap((token) => micrositeAddresses(token, language)))
  const known = locales.flatMap((locale, index) => {
    const content = contents[index]!
    return [
      ...content.products.flatMap((product) => [paths.productDetail(product.customizeUrl), paths.productDetail(String(product.id))]),
      ...content.solutions.map((solution) => paths.solutionDetail(solution.id)),
      ...content.news.map((article) => paths.newsDetail(article.id)),
      ...content.caseStudies.map((study) => paths.caseStudy(study.slug)),
      ...content.newsCategories.flatMap((category) => newsListPaths(String(category.id), category.pages)),
      ...newsListPaths(allNewsSegment, content.newsPages),
      ...Array.from({ length: content.categoryCount }, (_, index) => paths.productList(index)),
    ].flatMap((path) => documentAddresses(path, locale))
  })
  const listValues = listValueChecks({
    productKeys: [...new Set(contents.flatMap((content) => content.products.map((product) => product.customizeUrl)))],
    categoryIds: [...new Set(contents.flatMap((content) => content.categoryIds.map(String)))],
  })
  return {
    patterns: documentAddressPatterns(),
    unrouted: unroutedAddressPattern(),
    known: [...new Set([...known, ...microsites, ...redirects])],
    notFound: notFoundAddresses(),
    listValues,
  }
}
