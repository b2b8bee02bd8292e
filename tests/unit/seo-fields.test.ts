import { describe, expect, it } from 'vitest'

import { chooseSeo } from '@/rules/seo'
import { pageMetadata } from '@/seo/pageMetadata'

const derived = { title: 'Rugged T10', description: 'A tablet', image: 'cover.jpg' }

describe('issue 13 SEO fields: edited values win, empty ones fall back to the derived values', () => {
  it('uses the derived title, description and picture when nothing was edited', () => {
    expect(chooseSeo(null, derived)).toEqual({ title: 'Rugged T10', titleIsEdited: false, description: 'A tablet', image: 'cover.jpg' })
    expect(chooseSeo({ title: '  ', description: '', image: null }, derived)).toEqual({
      title: 'Rugged T10',
      titleIsEdited: false,
      description: 'A tablet',
      image: 'cover.jpg',
    })
  })

  it('uses each edited field on its own', () => {
    expect(chooseSeo({ title: ' Buy the T10 ', description: '', image: null }, derived)).toEqual({
      title: 'Buy the T10',
      titleIsEdited: true,
      description: 'A tablet',
      image: 'cover.jpg',
    })
    expect(chooseSeo({ title: '', description: 'Meta text', image: 'share.png' }, derived)).toMatchObject({
      title: 'Rugged T10',
      description: 'Meta text',
      image: 'share.png',
    })
  })

  it('gives nothing rather than an empty string when neither has a value', () => {
    expect(chooseSeo(null, {})).toEqual({ title: undefined, titleIsEdited: false, description: undefined, image: null })
  })
})

describe('issue 13 SEO fields in a page’s metadata', () => {
  const cover = { url: '/api/cms/media/file/cover.jpg', alt: 'cover', width: 800, height: 600 }
  const share = { url: '/api/cms/media/file/share.png', alt: 'share', width: 1200, height: 630 }

  it('puts the edited title (whole, without the site template), description and picture in the head and Open Graph', () => {
    const metadata = pageMetadata({
      path: '/mdm',
      locale: 'en',
      title: 'MDM',
      description: 'Derived',
      image: cover,
      seo: { title: 'Device management', description: 'Edited', image: share },
    })
    expect(metadata.title).toEqual({ absolute: 'Device management' })
    expect(metadata.description).toBe('Edited')
    expect(metadata.openGraph).toMatchObject({ title: 'Device management', description: 'Edited', images: [{ url: share.url, width: 1200, height: 630 }] })
  })

  it('keeps the derived values (and the site template) without SEO fields', () => {
    const metadata = pageMetadata({ path: '/mdm', locale: 'zh', title: 'MDM', description: 'Derived', image: cover })
    expect(metadata.title).toBe('MDM')
    expect(metadata.openGraph).toMatchObject({ title: 'MDM', description: 'Derived', images: [{ url: cover.url }] })
  })
})
