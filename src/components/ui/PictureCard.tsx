import type { ReactNode } from 'react'

import { Image } from '@/components/media/Image'
import { Link } from '@/i18n/navigation'

/** The picture of a card: its address and focus, and its size and loading as the list lays it out. */
export type CardPicture = {
  src: string
  focus?: string
  width: number
  height: number
  /** Absent: a srcset of 1x and 2x for the given width. */
  sizes?: string
  preload?: boolean
  loading?: 'eager' | 'lazy'
}

/**
 * A card of a desktop list linking to a detail page: the picture above its lines of text (the
 * children) and the call to action with its arrow. The same markup for products and solutions,
 * each list with its own style sheet (`card`, `picture`, `image`, `text`, `more`). No picture
 * (an empty `src`) leaves its frame empty.
 */
export function PictureCard({ href, picture, more, styles, children, ...data }: {
  href: string
  picture: CardPicture
  more: string
  styles: Readonly<Record<string, string>>
  children: ReactNode
  [data: `data-${string}`]: string
}) {
  const { src, ...layout } = picture
  return (
    <Link href={href} className={styles.card} {...data}>
      <span className={styles.picture}>{src && <Image src={src} alt="" {...layout} className={styles.image} />}</span>
      <span className={styles.text}>
        {children}
        <span className={styles.more}>
          {more}
          <span aria-hidden="true"> →</span>
        </span>
      </span>
    </Link>
  )
}
