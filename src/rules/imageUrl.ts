/**
 * Short addresses for the resized media pictures (issue 15: HTML of a page ≤ 60 kB). next/image
 * writes each rendition as `/_next/image?url=%2Fapi%2Fcms%2Fmedia%2Ffile%2F<name>&w=<w>&q=75`,
 * and a page lists nearly 300 of them (srcsets, in the HTML and again in its RSC payload). The
 * same rendition is `/img/<w>/<name>`, which next.config.ts rewrites to Next's image optimiser:
 * same checks (widths, media paths), same cache, same answer.
 * Only plain file names are shortened; any other address is left as it was.
 */
const optimisedMedia = /^\/_next\/image\?url=%2Fapi%2Fcms%2Fmedia%2Ffile%2F([A-Za-z0-9._-]+)&w=(\d{1,4})&q=75$/

export const shortImageRewrite = {
  source: '/img/:width(\\d{1,4})/:name([A-Za-z0-9._-]+)',
  destination: '/_next/image?url=%2Fapi%2Fcms%2Fmedia%2Ffile%2F:name&w=:width&q=75',
}

export function shortImageUrl(url: string): string {
  const match = optimisedMedia.exec(url)
  return match ? `/img/${match[2]}/${match[1]}` : url
}

/** A srcset (`url 640w, url 828w` or `url 1x, url 2x`) with each address shortened. */
export function shortSrcSet(srcSet: string): string {
  return srcSet
    .split(', ')
    .map((candidate) => {
      const [url, descriptor] = candidate.split(' ')
      return descriptor === undefined ? shortImageUrl(url) : `${shortImageUrl(url)} ${descriptor}`
    })
    .join(', ')
}

/** The width of a rendition's address, short or long (tests and benches read it). */
export function renditionWidth(url: string): number {
  const parsed = new URL(url, 'http://x')
  const short = /^\/img\/(\d+)\//.exec(parsed.pathname)
  return Number(short ? short[1] : parsed.searchParams.get('w'))
}

/** The media file a rendition's address shows (`/api/cms/media/file/<name>`), short or long. */
export function mediaFileOf(url: string): string {
  const parsed = new URL(url, 'http://x')
  const short = /^\/img\/\d+\/([A-Za-z0-9._-]+)$/.exec(parsed.pathname)
  return short ? `/api/cms/media/file/${short[1]}` : (parsed.searchParams.get('url') ?? parsed.pathname)
}
