import { permanentRedirect } from 'next/navigation'

import { getNewsArticle, getNewsCategories, getNewsPage } from '@/data/news'
import { getPathname } from '@/i18n/navigation'
import { readNewsListSegments } from '@/rules/newsListParams'
import { type Device, mobileHref } from '@/rules/routes'
import { pageLanguage } from '@/i18n/pageLanguage'

import { missing } from './missing'
import { movedOrMissing } from './moved'

/**
 * §2.1 /news-list, /news-list/{id}, /news-list/{id?}/{page} (and the /m. twins): one page of a
 * category (or of all news) with the category list. Non-canonical spellings redirect to the
 * canonical address on the same device; unknown categories and pages are not found.
 */
export async function loadNewsList(params: Promise<{ locale: string; segments?: string[] }>, device: Device) {
  const { segments } = await params
  const locale = await pageLanguage(params)
  const request = readNewsListSegments(segments)
  if (request.kind === 'redirect') {
    permanentRedirect(getPathname({ href: device === 'mobile' ? mobileHref(request.path) : request.path, locale }))
  }
  if (request.kind === 'notFound') return missing(locale)
  const [news, categories] = await Promise.all([getNewsPage(locale, request.categoryId, request.page), getNewsCategories(locale)])
  if (!news) return missing(locale)
  return { locale, news, categories }
}

/** §2.1 /news-detail/{id}: the article; for an unknown id, a managed redirect (issue 13) or not found. */
export async function loadNewsArticle(params: Promise<{ locale: string; id: string }>, device: Device) {
  const { id } = await params
  const locale = await pageLanguage(params)
  const article = await getNewsArticle(locale, id)
  if (!article) return movedOrMissing(locale, `/news-detail/${encodeURIComponent(id)}`, device)
  return { locale, article }
}
