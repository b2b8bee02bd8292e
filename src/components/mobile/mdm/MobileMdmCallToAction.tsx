import { OpenEnquiryButton } from '@/components/enquiry'
import { Link } from '@/i18n/navigation'

import ui from '../shared/MobileUi.module.css'
import styles from './MobileMdm.module.css'

type Props = {
  title: string
  text: string
  enquireLabel: string
  productModel: string
  /** A second action linking to the price page (left out on the price page itself). */
  pricing?: { href: string; label: string }
}

/** The closing band of the mobile MDM pages: the contact dialog (§2.8) and, optionally, the prices. */
export function MobileMdmCallToAction({ title, text, enquireLabel, productModel, pricing }: Props) {
  return (
    <section className={styles.cta} aria-labelledby="mdm-cta">
      <h2 id="mdm-cta">{title}</h2>
      <p>{text}</p>
      <div className={ui.actions}>
        <OpenEnquiryButton productModel={productModel} className={ui.button}>
          {enquireLabel}
        </OpenEnquiryButton>
        {pricing && (
          <Link href={pricing.href} className={styles.ctaLink}>
            {pricing.label}
          </Link>
        )}
      </div>
    </section>
  )
}
