import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { AlbumListView } from '@/components/album/AlbumListView'
import { getAlbumCategories, getAlbums } from '@/data/albums'
import { parseId } from '@/data/ids'
import { pageLanguage } from '@/i18n/pageLanguage'

import { requireAdministrator } from '../../_load/album'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ category?: string | string[] }> }

/** Administrators only: rendered per request from the session cookie, never cached or indexed. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLanguage(params)
  const t = await getTranslations({ locale, namespace: 'album' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

export default async function AlbumListPage({ params, searchParams }: Props) {
  const locale = await pageLanguage(params)
  await requireAdministrator(locale)
  const categories = await getAlbumCategories(locale)
  const requested = parseId((await searchParams).category)
  const current = categories.some((category) => category.id === requested) ? requested : null
  const albums = await getAlbums(locale, current)
  return <AlbumListView locale={locale} categories={categories} albums={albums} current={current} />
}
