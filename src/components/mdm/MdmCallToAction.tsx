import { OpenEnquiryButton } from '@/components/enquiry'
import { Link } from '@/i18n/navigation'

import styles from './MdmCallToAction.module.css'

type Props = {
  title: string
  text: string
  enquireLabel: string
  productModel: string
  /** A second action linking to the price page (left out on the price page itself). */
  pricing?: { href: string; label: string }
}

/** The closing band of the MDM pages: opens the contact dialog (§2.8), optionally links to the prices. */
export function MdmCallToAction({ title, text, enquireLabel, productModel, pricing }: Props) {
  return (
    <section className={styles.band} aria-labelledby="mdm-cta">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="mdm-cta">{title}</h2>
          <p>{text}</p>
        </div>
        <div className={styles.actions}>
          {pricing && (
            <Link href={pricing.href} className={styles.secondary}>
              {pricing.label}
            </Link>
          )}
          <OpenEnquiryButton productModel={productModel} className={styles.primary}>
            {enquireLabel}
          </OpenEnquiryButton>
        </div>
      </div>
    </section>
  )
}
