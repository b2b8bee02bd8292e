import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { AlbumDetailView } from '@/components/album/AlbumDetailView'
import { getAlbum } from '@/data/albums'
import { pageLanguage } from '@/i18n/pageLanguage'

import { requireAdministrator } from '../../../_load/album'

type Props = { params: Promise<{ locale: string; id: string }> }

/** Administrators only: rendered per request from the session cookie, never cached or indexed. */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLanguage(params)
  const t = await getTranslations({ locale, namespace: 'album' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

export default async function AlbumDetailPage({ params }: Props) {
  const { id } = await params
  const locale = await pageLanguage(params)
  await requireAdministrator(locale)
  const album = await getAlbum(locale, id)
  if (!album) notFound()
  return <AlbumDetailView locale={locale} album={album} />
}
