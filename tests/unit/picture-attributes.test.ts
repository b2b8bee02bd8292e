import { describe, expect, it } from 'vitest'

import type { ReactElement } from 'react'

import { Image } from '../../src/components/media/Image'
import { pictureAttributes, pictureData } from '../../src/components/media/pictureAttributes'
import { renditionWidth } from '../../src/rules/imageUrl'

// Issue 28: a picture's attributes travel twice (HTML and RSC payload); only what the browser
// needs is written: short addresses, no `decoding`, no `loading` nobody asked for, a `fill`
// picture placed by a class rather than an inline style.
const src = '/api/cms/media/file/rt-t7-front.webp'

describe('pictureAttributes', () => {
  it('a fixed-size picture: its 1x rendition as src, the 2x one in the srcset, lazy by default, no decoding and no style', () => {
    const attributes = pictureAttributes({ src, alt: 'RT-T7', width: 384, height: 288 })
    expect(attributes.src).toBe('/img/384/rt-t7-front.webp')
    expect(attributes.srcSet).toBe('/img/828/rt-t7-front.webp 2x')
    expect(attributes).toMatchObject({ alt: 'RT-T7', width: 384, height: 288, loading: 'lazy' })
    expect(attributes).not.toHaveProperty('decoding')
    expect(attributes).not.toHaveProperty('style')
  })

  it('keeps a loading the caller asked for; the page’s main picture is not lazy, and fetched with high priority', () => {
    expect(pictureAttributes({ src, alt: '', width: 384, height: 288, loading: 'eager' }).loading).toBe('eager')
    expect(pictureAttributes({ src, alt: '', width: 384, height: 288, preload: true })).not.toHaveProperty('loading')
    // React preloads a picture loaded at once from its srcset alone: the 1x rendition stays in it.
    expect(pictureAttributes({ src, alt: '', width: 384, height: 288, loading: 'eager' }).srcSet).toBe('/img/384/rt-t7-front.webp 1x, /img/828/rt-t7-front.webp 2x')
    const element = Image({ src, alt: '', width: 384, height: 288, preload: true }) as ReactElement<{ fetchPriority?: string; loading?: string }>
    expect(element.props.fetchPriority).toBe('high')
    expect(element.props.loading).toBeUndefined()
  })

  it('a fill picture gets the picture-fill class beside its own, and no inline placement', () => {
    const attributes = pictureAttributes({ src, alt: '', fill: true, sizes: '100vw', className: 'hero' })
    expect(attributes.className).toBe('hero picture-fill')
    expect(attributes).not.toHaveProperty('style')
    expect(attributes.sizes).toBe('100vw')
    expect(attributes.srcSet?.split(', ').length).toBeGreaterThan(2)
  })

  it('a picture whose slots are all in px lists only the widths a browser can pick for them (usefulSources)', () => {
    // Outside Next's build this is next/image's default list of widths, with 1080 and 2048 among them.
    const widths = (srcSet = '') => srcSet.split(', ').map((candidate) => renditionWidth(`http://x${candidate.split(' ')[0]}`))
    expect(widths(pictureAttributes({ src, alt: '', fill: true, sizes: '880px' }).srcSet)).toEqual([1080, 1200, 1920, 2048, 3840])
    expect(widths(pictureAttributes({ src, alt: '', width: 96, height: 72, sizes: '96px' }).srcSet)).toEqual([96, 128, 256, 384])
  })

  it('pictureData: what a client component needs to draw a fixed-size picture', () => {
    expect(pictureData(src, 'RT-T7', 28, 28)).toEqual({
      src: '/img/32/rt-t7-front.webp',
      srcSet: '/img/64/rt-t7-front.webp 2x',
      width: 28,
      height: 28,
      alt: 'RT-T7',
    })
  })
})
