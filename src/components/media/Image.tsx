import type { ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

import { pictureAttributes } from './pictureAttributes'

/**
 * next/image's picture, rendered on the server as a plain <img>: the same optimised srcset,
 * sizes, lazy loading and intrinsic width/height (no layout shift), but no client component —
 * next/image's own <Image> is one, and brings ~10 kB gzip into the first load of every page that
 * shows a picture. The pictures here need none of its client features (blur placeholder, onLoad).
 *
 * Addresses are the short form of rules/imageUrl.ts (`/img/<w>/<name>`): a page lists hundreds.
 *
 * `preload` (or the older `priority`) marks the page's main picture: it is fetched eagerly with
 * high priority (fetchpriority="high", which getImageProps does not write) and announced by a
 * <link rel="preload"> in the document head.
 *
 * `focus` is the picture's focal point as `object-position` (data/media's `focus`): a picture its
 * frame crops keeps the point the editor chose in view (issue 31).
 */
export function Image({ preload, priority, focus, ...props }: ImageProps & { focus?: string }) {
  const main = preload || priority
  const style = focus ? { ...props.style, objectPosition: focus } : props.style
  const img = { ...pictureAttributes({ ...props, style, preload: main }), ...(main ? { fetchPriority: 'high' as const } : {}) }
  if (main) {
    preloadResource(img.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(img.srcSet ? { imageSrcSet: img.srcSet, imageSizes: img.sizes } : {}),
    })
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes with the props
  return <img {...img} />
}
