import { getImageProps, type ImageProps } from 'next/image'

import { shortImageUrl, shortSrcSet, usefulSources } from '@/rules/imageUrl'

/**
 * The attributes of a picture's <img> as next/image works them out (srcset, sizes, lazy loading,
 * intrinsic size), with the short addresses of rules/imageUrl.ts. Every attribute travels twice
 * (in the HTML and in the page's RSC payload), so what the browser does anyway is left out
 * (issue 28): `loading="eager"` unless asked for, and `decoding="async"` (next/image's default for
 * every picture; a browser decodes pictures out of view off the main thread by itself), the style
 * entries getImageProps leaves undefined, `color: transparent` and a `fill` picture's placement
 * (global.css has both once, .picture-fill); and the srcset candidates no browser picks (issue 36,
 * usefulSources).
 */
export function pictureAttributes(props: ImageProps) {
  const { props: optimised } = getImageProps(props)
  const { style, decoding, loading, className, src: optimisedSrc, srcSet, ...rest } = optimised
  void decoding
  // A fill picture's placement is in global.css; what the caller asked for (its focal point) stays.
  const kept = Object.entries(props.fill ? (props.style ?? {}) : (style ?? {})).filter(([name, value]) => value !== undefined && name !== 'color')
  const classes = [className, props.fill ? 'picture-fill' : undefined].filter(Boolean).join(' ')
  const src = shortImageUrl(optimisedSrc)
  return {
    ...rest,
    ...(srcSet ? usefulSources(src, shortSrcSet(srcSet), optimised.sizes, loading === 'lazy') : { src }),
    ...(loading === 'lazy' || props.loading ? { loading } : {}),
    ...(classes ? { className: classes } : {}),
    ...(kept.length > 0 ? { style: Object.fromEntries(kept) } : {}),
  }
}

/** A picture a client component shows from data (a JSON answer): only what its <img> needs. */
export interface PictureData {
  src: string
  srcSet?: string
  width: number
  height: number
  alt: string
}

/** A fixed-size picture's data: its 1x/2x srcset and intrinsic size. */
export function pictureData(src: string, alt: string, width: number, height: number): PictureData {
  const attributes = pictureAttributes({ src, alt, width, height })
  return { src: attributes.src, ...(attributes.srcSet ? { srcSet: attributes.srcSet } : {}), width, height, alt }
}
