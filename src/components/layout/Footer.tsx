import { Image } from '@/components/media/Image'

import { QuickEnquiryForm } from '@/components/enquiry/QuickEnquiryForm'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { footerMaxCategories } from '@/rules/limits'
import { paths } from '@/rules/paths'

import { loadFooter } from './footerMenus'
import styles from './Footer.module.css'

/** Spec §2.6: four link columns, social entries, contact lines, the leave-message form, site map and legal links. */
export async function Footer({ locale }: { locale: Locale }) {
  const { site, menus: columns, t, tf } = await loadFooter(locale, paths, footerMaxCategories)
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.columns}>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={styles.heading}>{column.title}</h2>
              <ul className={styles.links}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.contact}>
          <h2 className={styles.heading}>{tf('contact')}</h2>
          <ul className={styles.lines}>
            {site.contactLines.map((line) => (
              <li key={line.label}>
                <span className={styles.lineLabel}>{line.label}</span>
                {line.value}
              </li>
            ))}
          </ul>
          <ul className={styles.socials} aria-label={tf('follow')}>
            {site.socials.map((social) => (
              <li key={social.name} className={styles.social}>
                {social.url ? (
                  <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={social.name}>
                    <Image src={social.icon} alt="" width={32} height={32} unoptimized />
                  </a>
                ) : (
                  // A button, not a span: aria-label is not allowed on an element without a role (axe).
                  <button type="button" aria-label={social.name} className={styles.qrTrigger}>
                    <Image src={social.icon} alt="" width={32} height={32} unoptimized />
                    {social.QRCode && (
                      <span className={styles.qr}>
                        <Image src={social.QRCode} alt={social.name} width={128} height={128} unoptimized />
                      </span>
                    )}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
        <section className={styles.message} aria-labelledby="footer-leave-message">
          <h2 id="footer-leave-message" className={styles.heading}>
            {tf('leaveMessage')}
          </h2>
          <p className={styles.messageHint}>{tf('leaveMessageHint')}</p>
          <QuickEnquiryForm />
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomRow}`}>
          <span>
            © {new Date().getFullYear()} {site.companyName} · {tf('rights')} {site.icp && `· ${site.icp}`}
          </span>
          <span className={styles.legal}>
            <Link href={paths.siteMap()}>{t('siteMap')}</Link>
            <Link href={paths.legalNotice()}>{t('legalNotice')}</Link>
          </span>
        </div>
      </div>
    </footer>
  )
}
