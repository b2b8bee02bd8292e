import { getProductCategories } from '@/data/products'
import { otherMethods, publicGet } from '@/app/api/_lib/route'

/** GET /api/front/productCategory (spec §7): every product category with its productList (menus, footer, list pages). */
export const GET = publicGet({}, async ({ locale, reply }) => reply(await getProductCategories(locale)))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
