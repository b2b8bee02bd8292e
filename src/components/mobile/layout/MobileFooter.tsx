import { loadFooter } from '@/components/layout/footerMenus'
import { ContactLines, LeaveMessage, MenuLinks, SocialIcon, SocialQrCode } from '@/components/layout/FooterParts'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/rules/language'
import { mobilePaths } from '@/rules/routes'

import styles from './MobileFooter.module.css'

/**
 * Spec §2.7 the mobile footer: collapsible menus (products, MDM, the first 4 solutions, about),
 * social icons (the chat app's QR code toggles on tap, the others open their pages), contact
 * lines, site map and legal links, and the quick enquiry form.
 */
export async function MobileFooter({ locale }: { locale: Locale }) {
  const { site, menus, t, tf } = await loadFooter(locale, mobilePaths)
  return (
    <footer className={styles.footer} data-testid="mobile-footer">
      <LeaveMessage id="mobile-leave-message" title={tf('leaveMessage')} hint={tf('leaveMessageHint')} styles={styles} />
      <nav aria-label={tf('menus')}>
        {menus.map((menu) => (
          <details key={menu.title} className={styles.menu}>
            <summary className={styles.summary}>{menu.title}</summary>
            <MenuLinks links={menu.links} styles={styles} />
          </details>
        ))}
      </nav>
      <ul className={styles.socials} aria-label={tf('follow')}>
        {site.socials.map((social) => (
          <li key={social.name}>
            {social.url ? (
              <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={social.name} className={styles.social}>
                <SocialIcon social={social} />
              </a>
            ) : (
              <details className={styles.qrToggle}>
                <summary className={styles.social} aria-label={social.name}>
                  <SocialIcon social={social} />
                </summary>
                {social.QRCode && (
                  <div className={styles.qr}>
                    <SocialQrCode src={social.QRCode} name={social.name} />
                  </div>
                )}
              </details>
            )}
          </li>
        ))}
      </ul>
      <ContactLines lines={site.contactLines} styles={styles} label={tf('contact')} />
      <div className={styles.bottom}>
        <span className={styles.legal}>
          <Link href={mobilePaths.siteMap()}>{t('siteMap')}</Link>
          <Link href={mobilePaths.legalNotice()}>{t('legalNotice')}</Link>
        </span>
        <span>
          © {new Date().getFullYear()} {site.companyName} · {tf('rights')}
        </span>
        {site.icp && <span>{site.icp}</span>}
      </div>
    </footer>
  )
}
