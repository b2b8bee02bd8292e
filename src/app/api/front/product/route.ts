import { getProduct } from '@/data/products'
import { optionalId, optionalSlug } from '@/app/api/_lib/query'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/**
 * GET /api/front/product (spec §2.1/§7): one product's detail, by `customizeUrl` (its address
 * segment, which may also be an id, as the spec's two readings allow) or by `id`. Exactly one
 * of the two is required.
 */
export const GET = publicGet(
  { customizeUrl: optionalSlug, id: optionalId },
  async ({ locale, query: { customizeUrl, id }, reply, badRequest, notFound }) => {
    if (customizeUrl === undefined && id === undefined) return badRequest('customizeUrl')
    if (customizeUrl !== undefined && id !== undefined) return badRequest('id')
    const product = await getProduct(locale, customizeUrl ?? String(id))
    return product ? reply(product) : notFound()
  },
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
