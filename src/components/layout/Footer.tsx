import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { footerMaxCategories } from '@/rules/limits'
import { paths } from '@/rules/paths'

import { loadFooter } from './footerMenus'
import { ContactLines, LeaveMessage, MenuLinks, SocialIcon, SocialQrCode } from './FooterParts'
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
              <MenuLinks links={column.links} styles={styles} />
            </nav>
          ))}
        </div>
        <div className={styles.contact}>
          <h2 className={styles.heading}>{tf('contact')}</h2>
          <ContactLines lines={site.contactLines} styles={styles} />
          <ul className={styles.socials} aria-label={tf('follow')}>
            {site.socials.map((social) => (
              <li key={social.name} className={styles.social}>
                {social.url ? (
                  <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={social.name}>
                    <SocialIcon social={social} />
                  </a>
                ) : (
                  // A button, not a span: aria-label is not allowed on an element without a role (axe).
                  <button type="button" aria-label={social.name} className={styles.qrTrigger}>
                    <SocialIcon social={social} />
                    {social.QRCode && (
                      <span className={styles.qr}>
                        <SocialQrCode src={social.QRCode} name={social.name} />
                      </span>
                    )}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
        <LeaveMessage id="footer-leave-message" title={tf('leaveMessage')} hint={tf('leaveMessageHint')} styles={styles} />
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
