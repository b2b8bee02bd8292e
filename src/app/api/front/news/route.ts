import { getNewsArticle, getNewsCategories, getNewsPage } from '@/data/news'
import { optionalId } from '@/app/api/_lib/query'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/**
 * GET /api/front/news (spec §2.1/§7), two forms:
 * - `id`: one article with its previous/next neighbours and attachments;
 * - otherwise one page (`page`, default 1) of the news of `categoryId`, or of all categories.
 * An unknown category or a page past the last is a 404 (page 1 of an empty list is not).
 */
export const GET = publicGet(
  { id: optionalId, categoryId: optionalId, page: optionalId },
  async ({ locale, query: { id, categoryId, page }, reply, badRequest, notFound }) => {
    if (id !== undefined) {
      if (categoryId !== undefined) return badRequest('categoryId')
      if (page !== undefined) return badRequest('page')
      const article = await getNewsArticle(locale, String(id))
      return article ? reply(article) : notFound()
    }

    // Known categories and the page count come from cached reads, so neither unknown categories
    // nor huge page numbers reach the database or fill the cache.
    if (categoryId !== undefined) {
      const categories = await getNewsCategories(locale)
      if (!categories.some((category) => category.id === categoryId)) return notFound()
    }
    const first = await getNewsPage(locale, categoryId ?? null, 1)
    if (!first) return notFound()
    const wanted = page ?? 1
    if (wanted === 1) return reply(first)
    if (wanted > first.totalPages) return notFound()
    const result = await getNewsPage(locale, categoryId ?? null, wanted)
    return result ? reply(result) : notFound()
  },
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
