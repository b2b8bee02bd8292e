'use client'

import type { ReactNode } from 'react'

import type { FooterContent } from '@/components/layout/footerMenus'
import { ContactLines, FooterAnchor, LeaveMessage, MenuLinks, SocialIcon, SocialQrCode } from '@/components/layout/FooterParts'

import styles from './MobileFooter.module.css'

/**
 * Spec §2.7 the mobile footer: collapsible menus (products, MDM, the first 4 solutions, about),
 * social icons (the chat app's QR code toggles on tap, the others open their pages), contact
 * lines, site map and legal links, and the quick enquiry form. A client component drawn from data
 * for the same reason as the desktop FooterView: a third of the bytes in the page's RSC payload.
 */
export function MobileFooterView({ content, form }: { content: FooterContent; form: ReactNode }) {
  const { text } = content
  return (
    <footer className={styles.footer} data-testid="mobile-footer">
      <LeaveMessage id="mobile-leave-message" title={text.leaveMessage} hint={text.leaveMessageHint} form={form} styles={styles} />
      <nav aria-label={text.menus}>
        {content.menus.map((menu) => (
          <details key={menu.title} className={styles.menu}>
            <summary className={styles.summary}>{menu.title}</summary>
            <MenuLinks links={menu.links} styles={styles} />
          </details>
        ))}
      </nav>
      <ul className={styles.socials} aria-label={text.follow}>
        {content.socials.map((social) => (
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
      <ContactLines lines={content.contactLines} styles={styles} label={text.contact} />
      <div className={styles.bottom}>
        <span className={styles.legal}>
          <FooterAnchor link={content.siteMap} />
          <FooterAnchor link={content.legalNotice} />
        </span>
        <span>
          © {content.year} {content.companyName} · {text.rights}
        </span>
        {content.icp && <span>{content.icp}</span>}
      </div>
    </footer>
  )
}
