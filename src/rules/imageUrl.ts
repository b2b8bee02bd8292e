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

/** Phones' highest usual pixel density: no width beyond the slot's three times is ever picked. */
const maxDensity = 3

type Candidate = { url: string; descriptor: string }

/**
 * Of next/image's candidates, those a browser can pick (issue 36: each travels twice, in the HTML
 * and in the RSC payload, and a page's HTML is ≤ 60 kB):
 * - density candidates (`1x, 2x`) of a lazy picture: the 1x one becomes the src, since HTML takes
 *   an <img>'s src as its 1x candidate, so the srcset keeps only the others. Not for a picture
 *   loaded at once: React preloads it from its srcset alone (a preload has no src), which must
 *   then name the 1x candidate;
 * - width candidates, when every slot of `sizes` is in px (next/image keeps all 9 widths unless
 *   sizes is in vw): from the narrowest at least as wide as the smallest slot to the narrowest at
 *   least `maxDensity` times the widest, since a browser takes the narrowest candidate that fills
 *   its slot at the screen's density.
 */
export function usefulSources(src: string, srcSet: string, sizes: string | undefined, lazy: boolean): { src: string; srcSet?: string } {
  const candidates: Candidate[] = srcSet.split(', ').map((candidate) => {
    const [url, descriptor = ''] = candidate.split(' ')
    return { url, descriptor }
  })
  const oneX = candidates.find((candidate) => candidate.descriptor === '1x')
  if (oneX) return lazy ? { src: oneX.url, ...joined(candidates.filter((candidate) => candidate !== oneX)) } : { src, srcSet }
  const slots = pixelSlots(sizes)
  const widths = candidates.map((candidate) => Number(/^(\d+)w$/.exec(candidate.descriptor)?.[1]))
  if (!slots || widths.some((width) => !Number.isFinite(width))) return { src, srcSet }
  const firstFilling = (needed: number) => {
    const index = widths.findIndex((width) => width >= needed)
    return index === -1 ? widths.length - 1 : index
  }
  return { src, ...joined(candidates.slice(firstFilling(Math.min(...slots)), firstFilling(Math.max(...slots) * maxDensity) + 1)) }
}

function joined(candidates: Candidate[]) {
  return candidates.length > 0 ? { srcSet: candidates.map(({ url, descriptor }) => `${url} ${descriptor}`).join(', ') } : {}
}

/** The slot widths of a `sizes` attribute when all are in px (`(max-width: 1264px) 1024px, 1200px`). */
function pixelSlots(sizes: string | undefined): number[] | null {
  if (!sizes) return null
  const slots = sizes.split(',').map((entry) => /(?:^|\s)(\d+(?:\.\d+)?)px$/.exec(entry.trim())?.[1])
  return slots.every((slot) => slot !== undefined) ? slots.map(Number) : null
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
