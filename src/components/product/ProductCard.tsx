import { Image } from '@/components/media/Image'

import { Link } from '@/i18n/navigation'
import { paths } from '@/rules/paths'

import styles from './ProductCard.module.css'

export type ProductCardData = { id: number; firstTitle: string; model: string; customizeUrl: string; imageUrl: string; imageFocus?: string }

/**
 * One product as lists show it: cover, first title and model, linking to its detail page. Lists
 * begin below their page's first screen (issue 36): the pictures load as they come near.
 */
export function ProductCard({ product, cta }: { product: ProductCardData; cta: string }) {
  return (
    <Link href={paths.productDetail(product.customizeUrl)} className={styles.card} data-product-model={product.model}>
      <span className={styles.picture}>
        {product.imageUrl && (
          <Image
            src={product.imageUrl}
            focus={product.imageFocus}
            alt=""
            width={800}
            height={600}
            sizes="(max-width: 1280px) 25vw, 300px"
            loading="lazy"
            className={styles.image}
          />
        )}
      </span>
      <span className={styles.text}>
        <span className={styles.model}>{product.model}</span>
        <span className={styles.title}>{product.firstTitle}</span>
        <span className={styles.more}>
          {cta}
          <span aria-hidden="true"> →</span>
        </span>
      </span>
    </Link>
  )
}
