import { PictureCard } from '@/components/ui/PictureCard'
import { paths } from '@/rules/paths'

import styles from './ProductCard.module.css'

export type ProductCardData = { id: number; firstTitle: string; model: string; customizeUrl: string; imageUrl: string; imageFocus?: string }

const productPicture = { width: 800, height: 600, sizes: '(max-width: 1280px) 25vw, 300px', loading: 'lazy' } as const

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
