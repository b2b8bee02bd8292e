import { describe, expect, it } from 'vitest'

import { mediaFileOf, renditionWidth, shortImageRewrite, shortImageUrl, shortSrcSet } from '../../src/rules/imageUrl'

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
