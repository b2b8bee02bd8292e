import { getNewsCategories } from '@/data/news'
import { optionalText } from '@/app/api/_lib/query'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/**
 * GET /api/front/newsCategory (spec §7): news categories { id, name, code }; `code` keeps only
 * the category with that code (an empty list when none has it).
 */
export const GET = publicGet({ code: optionalText(100) }, async ({ locale, query, reply }) => {
  // Filter here rather than in the (cached) read, so arbitrary codes do not each add a cache entry.
  const categories = await getNewsCategories(locale)
  return reply(query.code === undefined ? categories : categories.filter((category) => category.code === query.code))
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
