import { PictureCard } from '@/components/ui/PictureCard'
import { paths } from '@/rules/paths'

import styles from './ProductCard.module.css'

export type ProductCardData = { id: number; firstTitle: string; model: string; customizeUrl: string; imageUrl: string; imageFocus?: string }

// A card is at most 300 px wide (the 1200 px container in fourths): its size in the markup and no
// `sizes` give a srcset of 1x and 2x only, where `sizes="(max-width: 1280px) 25vw, 300px"` listed
// six widths, ~250 bytes more per card in the HTML and again in the RSC payload (issue 36: the
// product list's 14 cards, 7 kB).
const productPicture = { width: 384, height: 288, loading: 'lazy' } as const

/**
 * One product as lists show it: cover, first title and model, linking to its detail page. Lists
 * begin below their page's first screen (issue 36): the pictures load as they come near.
 */
export function ProductCard({ product, cta }: { product: ProductCardData; cta: string }) {
  const picture = { src: product.imageUrl, focus: product.imageFocus, ...productPicture }
  return (
    <PictureCard href={paths.productDetail(product.customizeUrl)} picture={picture} more={cta} styles={styles} data-product-model={product.model}>
      <span className={styles.model}>{product.model}</span>
      <span className={styles.title}>{product.firstTitle}</span>
    </PictureCard>
  )
}
