import type { Album, AlbumCategory } from '@/cms/payload-types'
import type { Locale } from '@/rules/language'
import { relationId } from '@/rules/relations'

import { parseId } from './ids'
import { type Image, toImage } from './media'
import { getPayloadClient } from './payload'
import { visible } from './visibility'

/*
 * The album area is for administrators only (spec §6). Callers check the administrator first
 * (see ./auth); these reads then bypass collection access, and are never cached publicly.
 */

export interface AlbumCategorySummary {
  id: number
  name: string
  albumCount: number
}

export interface AlbumSummary {
  id: number
  title: string
  date: string | null
  description: string
  cover: Image | null
  photoCount: number
  category: { id: number; name: string } | null
}

export interface AlbumDetail extends AlbumSummary {
  photos: { image: Image | null; caption: string }[]
}

async function categoryNames(locale: Locale): Promise<AlbumCategorySummary[]> {
  const payload = await getPayloadClient()
  const [categories, albums] = await Promise.all([
    payload.find({ collection: 'album-categories', overrideAccess: true, pagination: false, sort: ['order', 'createdAt'], ...visible('album-categories', locale) }),
    payload.find({ collection: 'albums', overrideAccess: true, depth: 0, pagination: false, select: { category: true } }),
  ])
  const counts = new Map<number, number>()
  for (const album of albums.docs as Pick<Album, 'category'>[]) {
    const id = relationId(album.category)
    if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return (categories.docs as AlbumCategory[]).map((category) => ({
    id: category.id,
    name: category.name,
    albumCount: counts.get(category.id) ?? 0,
  }))
}

/** Spec §7 albumCategory: the categories (the API answers them as data.content). */
export function getAlbumCategories(locale: Locale): Promise<AlbumCategorySummary[]> {
  return categoryNames(locale)
}

function toSummary(album: Album, names: Map<number, string>): AlbumSummary {
  const categoryId = relationId(album.category)
  return {
    id: album.id,
    title: album.title,
    date: album.date ?? null,
    description: album.description ?? '',
    cover: toImage(album.cover, 'card') ?? toImage(album.photos?.[0]?.image, 'card'),
    photoCount: album.photos?.length ?? 0,
    category: categoryId !== null && names.has(categoryId) ? { id: categoryId, name: names.get(categoryId)! } : null,
  }
}

/** Albums, all or of one category, newest first. */
export async function getAlbums(locale: Locale, categoryId?: number | null): Promise<AlbumSummary[]> {
  const payload = await getPayloadClient()
  const [categories, albums] = await Promise.all([
    categoryNames(locale),
    payload.find({
      collection: 'albums',
      overrideAccess: true,
      depth: 1,
      pagination: false,
      sort: ['-date', '-id'],
      ...visible('albums', locale, categoryId == null ? undefined : { category: { equals: categoryId } }),
    }),
  ])
  const names = new Map(categories.map((category) => [category.id, category.name]))
  return (albums.docs as Album[]).map((album) => toSummary(album, names))
}

/** One album with its photos; null when the id is unknown. */
export async function getAlbum(locale: Locale, key: unknown): Promise<AlbumDetail | null> {
  const id = parseId(key)
  if (id === null) return null
  const payload = await getPayloadClient()
  const [categories, result] = await Promise.all([
    categoryNames(locale),
    payload.find({ collection: 'albums', overrideAccess: true, depth: 1, limit: 1, ...visible('albums', locale, { id: { equals: id } }) }),
  ])
  const album = result.docs[0] as Album | undefined
  if (!album) return null
  const names = new Map(categories.map((category) => [category.id, category.name]))
  return {
    ...toSummary(album, names),
    photos: (album.photos ?? []).map((photo) => ({ image: toImage(photo.image, 'hero'), caption: photo.caption ?? '' })),
  }
}
