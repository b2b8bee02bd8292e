'use client'

import type { ReactNode } from 'react'

import type { FooterContent } from './footerMenus'
import { ContactLines, FooterAnchor, LeaveMessage, MenuLinks, SocialIcon, SocialQrCode } from './FooterParts'
import styles from './Footer.module.css'

/**
 * Spec §2.6: four link columns, social entries, contact lines, the leave-message form, site map
 * and legal links. A client component drawn from data, though it has nothing to do in the
 * browser: a server component's markup travels twice in every page, in the HTML and again,
 * element by element, in the RSC payload, where its data is a third of that (issue 36).
 */
export function FooterView({ content, form }: { content: FooterContent; form: ReactNode }) {
  const { menus, text } = content
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.columns}>
          {menus.map((menu) => (
            <nav key={menu.title} aria-label={menu.title}>
              <h2 className={styles.heading}>{menu.title}</h2>
              <MenuLinks links={menu.links} styles={styles} />
            </nav>
          ))}
        </div>
        <div className={styles.contact}>
          <h2 className={styles.heading}>{text.contact}</h2>
          <ContactLines lines={content.contactLines} styles={styles} />
          <ul className={styles.socials} aria-label={text.follow}>
            {content.socials.map((social) => (
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
        <LeaveMessage id="footer-leave-message" title={text.leaveMessage} hint={text.leaveMessageHint} form={form} styles={styles} />
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomRow}`}>
          <span>
            © {content.year} {content.companyName} · {text.rights} {content.icp && `· ${content.icp}`}
          </span>
          <span className={styles.legal}>
            <FooterAnchor link={content.siteMap} />
            <FooterAnchor link={content.legalNotice} />
          </span>
        </div>
      </div>
    </footer>
  )
}
