import { getAlbum, getAlbumCategories, getAlbums } from '@/data/albums'
import { optionalId } from '@/app/api/_lib/query'
import { adminGet, otherMethods } from '@/app/api/_lib/route'

/**
 * GET /api/admin/album (spec §7), administrators only (as albumCategory):
 * - `id`: one album with its photos as `data.content`;
 * - otherwise the albums, all or of `categoryId`, newest first.
 */
export const GET = adminGet(
  'album',
  { id: optionalId, categoryId: optionalId },
  async ({ locale, query: { id, categoryId }, reply, badRequest, notFound }) => {
    if (id !== undefined) {
      if (categoryId !== undefined) return badRequest('categoryId')
      const album = await getAlbum(locale, id)
      return album ? reply(album) : notFound()
    }
    if (categoryId !== undefined) {
      const categories = await getAlbumCategories(locale)
      if (!categories.some((category) => category.id === categoryId)) return notFound()
    }
    return reply(await getAlbums(locale, categoryId ?? null))
  },
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
