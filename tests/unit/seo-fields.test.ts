import { describe, expect, it } from 'vitest'

import { chooseSeo } from '@/rules/seo'

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
