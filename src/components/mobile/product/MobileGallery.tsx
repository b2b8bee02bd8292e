import { Image } from '@/components/media/Image'

import type { Image as Picture } from '@/data/media'

import styles from './MobileProduct.module.css'

type Props = { pictures: Picture[]; label: string; position: (number: number, total: number) => string }

/**
 * The product pictures as a swipeable strip without JavaScript (CSS scroll snap); each picture
 * carries its position. It follows the product's facts, below the first screen (issue 36).
 */
export function MobileGallery({ pictures, label, position }: Props) {
  if (pictures.length === 0) return <div className={styles.galleryEmpty} aria-hidden="true" />
  return (
    // Focusable, so that a keyboard can scroll the strip too (WCAG 2.1.1; axe scrollable-region-focusable).
    <ul className={styles.gallery} aria-label={label} tabIndex={0} data-scroll-x>
      {pictures.map((picture, index) => (
        <li key={`${index}-${picture.url}`} className={styles.slide}>
          <Image
            src={picture.url} focus={picture.focus}
            alt={picture.alt}
            width={picture.width ?? 800}
            height={picture.height ?? 600}
            sizes="(max-width: 750px) 100vw, 750px"
            className={styles.slideImage}
          />
          {pictures.length > 1 && (
            <span className={styles.position} aria-hidden="true">
              {position(index + 1, pictures.length)}
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
