import { Image } from '@/components/media/Image'

import { CompareToggle, type CompareToggleText } from '@/components/compare/CompareToggle'
import type { ProductCardData } from '@/components/product/ProductCard'
import { Link } from '@/i18n/navigation'
import { mobilePaths } from '@/rules/routes'

import ui from '../shared/MobileUi.module.css'
import styles from './MobileProduct.module.css'

/** One product in a two-column grid of a mobile page: picture, model and first title. */
type CardProps = { product: ProductCardData; compareText?: CompareToggleText }

/** With `compareText`, the card has an "Add to compare" button under its link (list pages, issue 14). */
export function MobileProductCard({ product, compareText }: CardProps) {
  return (
    <li className={ui.card}>
      <Link href={mobilePaths.productDetail(product.customizeUrl)} data-product-model={product.model}>
        {product.imageUrl && (
          <Image src={product.imageUrl} focus={product.imageFocus} alt="" width={400} height={300} sizes="(max-width: 750px) 46vw, 345px" loading="lazy" className={ui.cardImage} />
        )}
        <div className={ui.cardBody}>
          <span className={styles.cardModel}>{product.model}</span>
          <h3>{product.firstTitle}</h3>
        </div>
      </Link>
      {compareText && (
        <CompareToggle product={{ key: product.customizeUrl, model: product.model, title: product.firstTitle }} text={compareText} className={styles.compare} />
      )}
    </li>
  )
}

/** A two-column grid of product cards; below a page's first screen (issue 36), their pictures load as they come near. */
export function MobileProductGrid({ products, compareText }: { products: ProductCardData[]; compareText?: CompareToggleText }) {
  return (
    <ul className={ui.cards}>
      {products.map((product) => (
        <MobileProductCard key={product.id} product={product} compareText={compareText} />
      ))}
    </ul>
  )
}
