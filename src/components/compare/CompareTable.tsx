import { OpenEnquiryButton } from '@/components/enquiry'
import { Image } from '@/components/media/Image'
import type { ComparedProduct } from '@/data/compare'
import { Link } from '@/i18n/navigation'
import type { ComparisonRow } from '@/rules/compare'
import type { paths } from '@/rules/paths'

import styles from './CompareTable.module.css'

export interface CompareTableText {
  tableLabel: string
  item: string
  missingLabel: string
  datasheet: string
  enquire: string
  removeFromPage: (model: string) => string
}

type Props = {
  products: ComparedProduct[]
  rows: ComparisonRow[]
  differencesOnly: boolean
  build: typeof paths
  text: CompareTableText
}

/**
 * One column per product (picture, titles, model, datasheet, enquiry, remove) and one row per
 * specification item, aligned across the products; "—" where a product lacks the item.
 */
export function CompareTable({ products, rows, differencesOnly, build, text }: Props) {
  const keys = products.map((product) => product.customizeUrl)
  return (
    <div className={styles.scroller} role="region" aria-label={text.tableLabel} tabIndex={0}>
      <table className={styles.table} data-columns={products.length}>
        <caption className="visually-hidden">{text.tableLabel}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.keyColumn}>
              {text.item}
            </th>
            {products.map((product) => (
              <th scope="col" key={product.id} className={styles.product} data-compare-column={product.customizeUrl}>
                {product.imageUrl && (
                  <Image src={product.imageUrl} alt="" width={400} height={300} sizes="(max-width: 750px) 36vw, 260px" loading="eager" className={styles.picture} />
                )}
                {product.categoryName && <span className={styles.category}>{product.categoryName}</span>}
                <span className={styles.model}>{product.model}</span>
                <Link href={build.productDetail(product.customizeUrl)} className={styles.name}>
                  {product.firstTitle}
                </Link>
                <span className={styles.links}>
                  {product.datasheet && (
                    <a href={product.datasheet.url} download={product.datasheet.filename} type={product.datasheet.mimeType}>
                      {text.datasheet}
                    </a>
                  )}
                  <Link
                    href={build.productCompare(keys.filter((key) => key !== product.customizeUrl), differencesOnly)}
                    className={styles.remove}
                    aria-label={text.removeFromPage(product.model)}
                  >
                    ×
                  </Link>
                </span>
                <OpenEnquiryButton productModel={product.model} className={styles.enquire}>
                  {text.enquire}
                </OpenEnquiryButton>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-spec-key={row.key} data-differs={row.differs || undefined}>
              <th scope="row" className={styles.keyColumn}>
                {row.label}
              </th>
              {row.values.map((value, column) => (
                <td key={products[column]!.id}>
                  {value ?? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{text.missingLabel}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
