import type { PictureData } from '@/components/media/pictureAttributes'

/** A picture of the header's panels, from the data the server worked out (pictureData). */
export function Picture({ image, alt = image.alt, className }: { image: PictureData; alt?: string; className?: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- the srcset is next/image's (pictureData)
  return <img src={image.src} srcSet={image.srcSet} width={image.width} height={image.height} alt={alt} decoding="async" className={className} />
}
