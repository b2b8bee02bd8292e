import { getImageProps, type ImageProps } from 'next/image'

import { shortImageUrl, shortSrcSet } from '@/rules/imageUrl'

/**
 * The attributes of a picture's <img> as next/image works them out (srcset, sizes, lazy loading,
 * intrinsic size), with the short addresses of rules/imageUrl.ts, and without the style entries
 * getImageProps leaves undefined or adds to every picture (`color: transparent`: global.css has it
 * once): neither needs to travel in the page.
 */
export function pictureAttributes(props: ImageProps) {
  const { props: optimised } = getImageProps(props)
  const kept = Object.entries(optimised.style ?? {}).filter(([name, value]) => value !== undefined && name !== 'color')
  return {
    ...optimised,
    src: shortImageUrl(optimised.src),
    srcSet: optimised.srcSet && shortSrcSet(optimised.srcSet),
    style: kept.length > 0 ? Object.fromEntries(kept) : undefined,
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
