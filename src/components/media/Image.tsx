import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

/**
 * next/image's picture, rendered on the server as a plain <img>: the same optimised srcset,
 * sizes, lazy loading and intrinsic width/height (no layout shift), but no client component —
 * next/image's own <Image> is one, and brings ~10 kB gzip into the first load of every page that
 * shows a picture. The pictures here need none of its client features (blur placeholder, onLoad).
 *
 * `preload` (or the older `priority`) marks the page's main picture: it is fetched eagerly with
 * high priority and announced by a <link rel="preload"> in the document head.
 */
export function Image({ preload, priority, ...props }: ImageProps) {
  const { props: img } = getImageProps({ ...props, preload: preload || priority })
  if (preload || priority) {
    preloadResource(img.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(img.srcSet ? { imageSrcSet: img.srcSet, imageSizes: img.sizes } : {}),
    })
  }
  // getImageProps leaves unset style entries as undefined: they would travel in the page data.
  const style = img.style && Object.fromEntries(Object.entries(img.style).filter(([, value]) => value !== undefined))
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes with the props
  return <img {...img} style={style} />
}
