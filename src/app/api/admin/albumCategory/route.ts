import { getAlbumCategories } from '@/data/albums'
import { adminGet, otherMethods } from '@/app/api/_lib/route'

/**
 * GET /api/admin/albumCategory (spec §6/§7): the album categories as `data.content`, with
 * `data.status` 200. Needs an administrator token (Authorization header or the admin cookie);
 * without one: HTTP 401, `{ result: false, data: { status: 401 }, message }`.
 */
export const GET = adminGet('album', {}, async ({ locale, reply }) => reply(await getAlbumCategories(locale)))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
