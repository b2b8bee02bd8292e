import { Image } from '@/components/media/Image'

import type { ProductCardData } from '@/components/product/ProductCard'
import { Link } from '@/i18n/navigation'
import { mobilePaths } from '@/rules/routes'

import ui from '../shared/MobileUi.module.css'
import styles from './MobileProduct.module.css'

/** One product in a two-column grid of a mobile page: picture, model and first title. */
export function MobileProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  return (
    <li className={ui.card}>
      <Link href={mobilePaths.productDetail(product.customizeUrl)} data-product-model={product.model}>
        {product.imageUrl && (
          <Image src={product.imageUrl} alt="" width={400} height={300} sizes="(max-width: 750px) 46vw, 345px" loading={eager ? 'eager' : 'lazy'} className={ui.cardImage} />
        )}
        <div className={ui.cardBody}>
          <span className={styles.cardModel}>{product.model}</span>
          <h3>{product.firstTitle}</h3>
        </div>
      </Link>
    </li>
  )
}

/** A two-column grid of product cards. */
export function MobileProductGrid({ products, eagerCount = 0 }: { products: ProductCardData[]; eagerCount?: number }) {
  return (
    <ul className={ui.cards}>
      {products.map((product, index) => (
        <MobileProductCard key={product.id} product={product} eager={index < eagerCount} />
      ))}
    </ul>
  )
}
