import { getProductCategories, getProductSeries } from '@/data/products'
import { optionalId } from '@/app/api/_lib/query'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/** GET /api/front/product/serial (spec §7): products grouped by series, of all categories or of `categoryId`. */
export const GET = publicGet({ categoryId: optionalId }, async ({ locale, query: { categoryId }, reply, notFound }) => {
  if (categoryId !== undefined) {
    const categories = await getProductCategories(locale)
    if (!categories.some((category) => category.id === categoryId)) return notFound()
  }
  return reply(await getProductSeries(locale, categoryId ?? null))
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
