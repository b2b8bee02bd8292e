import { Image } from '@/components/media/Image'

import { QuickEnquiryForm } from '@/components/enquiry/QuickEnquiryForm'
import { loadFooter } from '@/components/layout/footerMenus'
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
      <section className={styles.message} aria-labelledby="mobile-leave-message">
        <h2 id="mobile-leave-message" className={styles.heading}>
          {tf('leaveMessage')}
        </h2>
        <p className={styles.hint}>{tf('leaveMessageHint')}</p>
        <QuickEnquiryForm />
      </section>
      <nav aria-label={tf('menus')}>
        {menus.map((menu) => (
          <details key={menu.title} className={styles.menu}>
            <summary className={styles.summary}>{menu.title}</summary>
            <ul className={styles.links}>
              {menu.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </nav>
      <ul className={styles.socials} aria-label={tf('follow')}>
        {site.socials.map((social) => (
          <li key={social.name}>
            {social.url ? (
              <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={social.name} className={styles.social}>
                <Image src={social.icon} alt="" width={32} height={32} unoptimized />
              </a>
            ) : (
              <details className={styles.qrToggle}>
                <summary className={styles.social} aria-label={social.name}>
                  <Image src={social.icon} alt="" width={32} height={32} unoptimized />
                </summary>
                {social.QRCode && (
                  <div className={styles.qr}>
                    <Image src={social.QRCode} alt={social.name} width={128} height={128} unoptimized />
                  </div>
                )}
              </details>
            )}
          </li>
        ))}
      </ul>
      <ul className={styles.lines} aria-label={tf('contact')}>
        {site.contactLines.map((line) => (
          <li key={line.label}>
            <span className={styles.lineLabel}>{line.label}</span>
            {line.value}
          </li>
        ))}
      </ul>
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
