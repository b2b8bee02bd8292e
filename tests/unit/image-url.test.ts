import { describe, expect, it } from 'vitest'

import { mediaFileOf, renditionWidth, shortImageRewrite, shortImageUrl, shortSrcSet, usefulSources } from '../../src/rules/imageUrl'

// Issue 15: resized media pictures under /img/<w>/<name>, rewritten to Next's image optimiser.
const long = (name: string, width: number) => `/_next/image?url=${encodeURIComponent(`/api/cms/media/file/${name}`)}&w=${width}&q=75`

describe('short picture addresses', () => {
  it('shortens a media rendition and nothing else', () => {
    expect(shortImageUrl(long('rt-t7-front.webp', 828))).toBe('/img/828/rt-t7-front.webp')
    // Names with other characters, other qualities and other sources keep their long address.
    expect(shortImageUrl(long('a b.webp', 828))).toBe(long('a b.webp', 828))
    expect(shortImageUrl('/_next/image?url=%2Fapi%2Fcms%2Fmedia%2Ffile%2Fa.webp&w=828&q=90')).toContain('q=90')
    expect(shortImageUrl('/_next/image?url=%2Flogo.png&w=64&q=75')).toBe('/_next/image?url=%2Flogo.png&w=64&q=75')
    expect(shortImageUrl('/api/cms/media/file/a.webp')).toBe('/api/cms/media/file/a.webp')
  })

  it('shortens every candidate of a srcset, with its descriptor', () => {
    expect(shortSrcSet(`${long('a.webp', 384)} 1x, ${long('a.webp', 828)} 2x`)).toBe('/img/384/a.webp 1x, /img/828/a.webp 2x')
    expect(shortSrcSet(`${long('b.png', 640)} 640w, ${long('b.png', 1920)} 1920w`)).toBe('/img/640/b.png 640w, /img/1920/b.png 1920w')
  })

  it('keeps only the candidates a browser can pick (issue 36)', () => {
    // Density, lazy: the 1x rendition is the src (HTML's 1x candidate), the srcset holds the rest.
    expect(usefulSources('/img/828/a.webp', '/img/384/a.webp 1x, /img/828/a.webp 2x', undefined, true)).toEqual({ src: '/img/384/a.webp', srcSet: '/img/828/a.webp 2x' })
    expect(usefulSources('/img/64/a.webp', '/img/64/a.webp 1x', undefined, true)).toEqual({ src: '/img/64/a.webp' })
    // Density, loaded at once: React preloads it from the srcset alone, which keeps its 1x.
    expect(usefulSources('/img/828/a.webp', '/img/384/a.webp 1x, /img/828/a.webp 2x', undefined, false)).toEqual({ src: '/img/828/a.webp', srcSet: '/img/384/a.webp 1x, /img/828/a.webp 2x' })
    // Widths, slots in px: from the first that fills the smallest slot to the first that fills 3× the widest.
    const widths = [32, 64, 128, 256, 384, 640, 828, 1200, 1920]
    const all = widths.map((width) => `/img/${width}/a.webp ${width}w`).join(', ')
    const kept = (...chosen: number[]) => chosen.map((width) => `/img/${width}/a.webp ${width}w`).join(', ')
    expect(usefulSources('/img/1920/a.webp', all, '(max-width: 1264px) 1024px, 1200px', true)).toEqual({ src: '/img/1920/a.webp', srcSet: kept(1200, 1920) })
    expect(usefulSources('/img/1920/a.webp', all, '96px', true).srcSet).toBe(kept(128, 256, 384))
    expect(usefulSources('/img/1920/a.webp', all, '160px', false).srcSet).toBe(kept(256, 384, 640))
    expect(usefulSources('/img/1920/a.webp', all, '4000px', true).srcSet).toBe(kept(1920))
    // A slot in vw (next/image has trimmed those) or no sizes: left as they are.
    expect(usefulSources('/img/1920/a.webp', all, '(min-width: 1264px) 384px, 33vw', true).srcSet).toBe(all)
    expect(usefulSources('/img/1920/a.webp', all, undefined, true).srcSet).toBe(all)
  })

  it('is undone by the rewrite next.config.ts installs', () => {
    const source = new RegExp(`^${shortImageRewrite.source.replace(':width', '(?<width>').replace('(\\d{1,4})', '\\d{1,4})').replace(':name', '(?<name>').replace('([A-Za-z0-9._-]+)', '[A-Za-z0-9._-]+)')}$`)
    const match = source.exec('/img/828/rt-t7-front.webp')
    expect(match?.groups).toEqual({ width: '828', name: 'rt-t7-front.webp' })
    const destination = shortImageRewrite.destination.replace(':name', match!.groups!.name!).replace(':width', match!.groups!.width!)
    expect(destination).toBe(long('rt-t7-front.webp', 828))
    expect(source.test('/img/828/../x.webp')).toBe(false)
  })

  it('reads the width and the media file back from either form', () => {
    expect(renditionWidth('http://site.test/img/384/a.webp')).toBe(384)
    expect(renditionWidth(`http://site.test${long('a.webp', 640)}`)).toBe(640)
    expect(mediaFileOf('/img/384/a.webp')).toBe('/api/cms/media/file/a.webp')
    expect(mediaFileOf(long('a.webp', 640))).toBe('/api/cms/media/file/a.webp')
  })
})
