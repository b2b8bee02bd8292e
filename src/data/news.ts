import type { Media, News, NewsCategory } from '@/cms/payload-types'
import { defaultLocale, type Locale } from '@/rules/language'
import { newsPageSize } from '@/rules/limits'
import { relationId } from '@/rules/relations'
import { tags } from '@/rules/tags'
import type { Where } from 'payload'

import { cached } from './cache'
import { parseId } from './ids'
import { type FileLink, type Image, imageUrl, toFileLink, toImage, withFocus } from './media'
import { getPayloadClient } from './payload'
import { toHtml } from './richText'
import { visible } from './visibility'

/** Spec §3 news category (id, name) and the code the API filters by. */
export interface NewsCategorySummary {
  id: number
  name: string
  code: string
}

export interface NewsSummary {
  id: number
  title: string
  date: string
  summary: string
  imageUrl: string
  /** The cover's focal point as `object-position`, when off the centre (media.ts `imageFocus`). */
  imageFocus?: string
  top: boolean
  category: { id: number; name: string } | null
}

export interface NewsPage {
  items: NewsSummary[]
  page: number
  pageSize: number
  totalPages: number
  totalDocs: number
  category: NewsCategorySummary | null
}

export interface NewsAttachment extends FileLink {
  downloadUrl: string
}

export interface NewsArticle extends NewsSummary {
  cover: Image | null
  bodyHtml: string
  attachments: NewsAttachment[]
  previous: { id: number; title: string } | null
  next: { id: number; title: string } | null
}

const summaryFields = { title: true, date: true, summary: true, cover: true, top: true, category: true } as const

function toCategory(category: NewsCategory): NewsCategorySummary {
  return { id: category.id, name: category.name, code: category.code }
}

function toSummary(article: News, categories: Map<number, NewsCategorySummary>): NewsSummary {
  const category = categories.get(relationId(article.category) ?? -1)
  return {
    id: article.id,
    title: article.title,
    date: article.date,
    summary: article.summary ?? '',
    imageUrl: imageUrl(article.cover, 'card'),
    ...withFocus(article.cover),
    top: Boolean(article.top),
    category: category ? { id: category.id, name: category.name } : null,
  }
}

async function readCategories(locale: Locale, code?: string | null): Promise<NewsCategorySummary[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'news-categories',
    pagination: false,
    sort: ['order', 'createdAt'],
    ...visible('news-categories', locale, code ? { code: { equals: code } } : undefined),
  })
  return (result.docs as NewsCategory[]).map(toCategory)
}

/** News categories, optionally only the one with `code` (spec §7 newsCategory). */
export const getNewsCategories = cached(readCategories, 'news-categories', [tags.newsCategories])

async function categoryMap(locale: Locale): Promise<Map<number, NewsCategorySummary>> {
  return new Map((await getNewsCategories(locale)).map((category) => [category.id, category]))
}

async function readNewsPage(locale: Locale, categoryId: number | null, page: number): Promise<NewsPage | null> {
  const categories = await categoryMap(locale)
  const category = categoryId === null ? null : (categories.get(categoryId) ?? null)
  if (categoryId !== null && !category) return null
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'news',
    depth: 1,
    page,
    limit: newsPageSize,
    sort: ['-date', '-id'],
    select: summaryFields,
    ...visible('news', locale, category ? { category: { equals: category.id } } : undefined),
  })
  if (page > 1 && page > result.totalPages) return null
  return {
    items: (result.docs as News[]).map((article) => toSummary(article, categories)),
    page,
    pageSize: newsPageSize,
    totalPages: Math.max(result.totalPages, 1),
    totalDocs: result.totalDocs,
    category,
  }
}

const getCachedNewsPage = cached(readNewsPage, 'news-page', [tags.news, tags.newsCategories, tags.media])

/**
 * One page of news, newest first, of one category or of all; null for an unknown category or a
 * page past the last. Both are checked against cached reads first, so only real pages are cached.
 */
export async function getNewsPage(locale: Locale, categoryId: number | null, page: number): Promise<NewsPage | null> {
  if (!Number.isSafeInteger(page) || page < 1) return null
  if (categoryId !== null && !(await categoryMap(locale)).has(categoryId)) return null
  const first = await getCachedNewsPage(locale, categoryId, 1)
  if (!first || page === 1) return first
  return page <= first.totalPages ? getCachedNewsPage(locale, categoryId, page) : null
}

async function readFlagged(locale: Locale, flag: 'top' | 'banner', limit: number): Promise<NewsSummary[]> {
  const categories = await categoryMap(locale)
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'news',
    depth: 1,
    limit,
    sort: ['-date', '-id'],
    select: summaryFields,
    ...visible('news', locale, { [flag]: { equals: true } }),
  })
  return (result.docs as News[]).map((article) => toSummary(article, categories))
}

/** Articles marked as top stories (news/top/all). */
export const getTopNews = cached((locale: Locale) => readFlagged(locale, 'top', 20), 'news-top', [tags.news, tags.media])

/** Articles chosen for the news banner (newsBanner). */
export const getNewsBanner = cached((locale: Locale) => readFlagged(locale, 'banner', 10), 'news-banner', [tags.news, tags.media])

async function neighbour(locale: Locale, article: News, direction: 'previous' | 'next') {
  const payload = await getPayloadClient()
  // Lists run newest first, so "previous" is the newer neighbour and "next" the older one.
  const newer = direction === 'previous'
  const sameDate: Where = { and: [{ date: { equals: article.date } }, { id: { [newer ? 'greater_than' : 'less_than']: article.id } }] }
  const where: Where = {
    and: [
      { category: { equals: relationId(article.category) } },
      { or: [{ date: { [newer ? 'greater_than' : 'less_than']: article.date } }, sameDate] },
    ],
  }
  const result = await payload.find({
    collection: 'news',
    depth: 0,
    limit: 1,
    sort: newer ? ['date', 'id'] : ['-date', '-id'],
    select: { title: true },
    ...visible('news', locale, where),
  })
  const found = result.docs[0] as Pick<News, 'id' | 'title'> | undefined
  return found ? { id: found.id, title: found.title } : null
}

/** The download checks the article is published in the page's language, so an English link says so. */
function attachmentUrl(locale: Locale, articleId: number, mediaId: number): string {
  const language = locale === defaultLocale ? '' : `&language=${locale}`
  return `/api/front/news/download?id=${articleId}&fileId=${mediaId}${language}`
}

async function readArticle(locale: Locale, id: number): Promise<NewsArticle | null> {
  const payload = await getPayloadClient()
  const result = await payload.find({ collection: 'news', depth: 1, limit: 1, ...visible('news', locale, { id: { equals: id } }) })
  const article = result.docs[0] as News | undefined
  if (!article) return null
  const categories = await categoryMap(locale)
  const [previous, next] = await Promise.all([neighbour(locale, article, 'previous'), neighbour(locale, article, 'next')])
  return {
    ...toSummary(article, categories),
    cover: toImage(article.cover, 'hero'),
    bodyHtml: toHtml(article.body),
    attachments: (article.attachments ?? [])
      .map(toFileLink)
      .filter((file): file is FileLink => file !== null)
      .map((file) => ({ ...file, downloadUrl: attachmentUrl(locale, article.id, file.id) })),
    previous,
    next,
  }
}

const getArticleById = cached(readArticle, 'news-article', [tags.news, tags.newsCategories, tags.media])

/** The ids of the articles published in `locale`: any other id is a 404 there, kept out of the cache. */
const getNewsIds = cached(
  async (locale: Locale): Promise<number[]> => {
    const payload = await getPayloadClient()
    const result = await payload.find({ collection: 'news', depth: 0, pagination: false, select: {}, ...visible('news', locale) })
    return result.docs.map((doc) => doc.id)
  },
  'news-ids',
  [tags.news],
)

/** One article with its neighbours in the same category; null when the id is unknown. */
export async function getNewsArticle(locale: Locale, key: string): Promise<NewsArticle | null> {
  const id = parseId(key)
  if (id === null || !(await getNewsIds(locale)).includes(id)) return null
  return getArticleById(locale, id)
}

export interface AttachmentFile {
  filename: string
  mimeType: string
  size: number
}

/** The file behind an article's attachment, only when it belongs to that article as published in `locale`. */
export async function getNewsAttachment(locale: Locale, articleKey: unknown, fileKey: unknown): Promise<AttachmentFile | null> {
  const articleId = parseId(articleKey)
  const fileId = parseId(fileKey)
  if (articleId === null || fileId === null) return null
  const payload = await getPayloadClient()
  const result = await payload.find({ collection: 'news', depth: 1, limit: 1, ...visible('news', locale, { id: { equals: articleId } }), select: { attachments: true } })
  const article = result.docs[0] as Pick<News, 'attachments'> | undefined
  const media = (article?.attachments ?? []).find((item): item is Media => typeof item === 'object' && item.id === fileId)
  if (!media?.filename) return null
  return {
    filename: media.filename,
    mimeType: media.mimeType ?? 'application/octet-stream',
    size: media.filesize ?? 0,
  }
}
