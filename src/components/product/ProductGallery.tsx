import { Image } from '@/components/media/Image'

import type { Image as Picture } from '@/data/media'

import styles from './ProductGallery.module.css'

/** The CSS below has a rule per position, so a gallery shows at most this many pictures. */
export const galleryMaxPictures = 8

type Props = { pictures: Picture[]; label: string; pictureLabel: (number: number) => string }

/**
 * Main picture and thumbnails without JavaScript: each thumbnail is the label of a radio button,
 * and the checked radio shows its picture (keyboard: Tab to the group, arrow keys to switch).
 */
export function ProductGallery({ pictures, label, pictureLabel }: Props) {
  const shown = pictures.slice(0, galleryMaxPictures)
  if (shown.length === 0) return <div className={styles.placeholder} aria-hidden="true" />
  return (
    <div className={styles.gallery} role="group" aria-label={label}>
      {shown.map((picture, index) => (
        <input
          key={`radio-${index}`}
          type="radio"
          name="product-gallery"
          id={`product-gallery-${index}`}
          className={styles.radio}
          defaultChecked={index === 0}
          aria-label={pictureLabel(index + 1)}
          hidden={shown.length === 1}
        />
      ))}
      <div className={styles.stage}>
        {shown.map((picture, index) => (
          <div key={`slide-${index}`} className={styles.slide} data-gallery-slide={index}>
            <Image
              src={picture.url} focus={picture.focus}
              alt={picture.alt}
              fill
              sizes="880px"
              className={styles.image}
            />
          </div>
        ))}
      </div>
      {shown.length > 1 && (
        <div className={styles.thumbs}>
          {shown.map((picture, index) => (
            <label key={`thumb-${index}`} htmlFor={`product-gallery-${index}`} className={styles.thumb} data-gallery-thumb={index}>
              <Image src={picture.url} focus={picture.focus} alt="" width={96} height={72} sizes="96px" className={styles.thumbImage} />
            </label>
          ))}
        </div>
      )}
    </div>
  )
}
