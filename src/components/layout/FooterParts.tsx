import { Image } from '@/components/media/Image'

import { QuickEnquiryForm } from '@/components/enquiry/QuickEnquiryForm'
import type { SiteSettings, SocialEntry } from '@/data/globals'
import { Link } from '@/i18n/navigation'

import type { FooterMenu } from './footerMenus'

/*
 * Spec §2.6/§2.7: what the desktop Footer and the MobileFooter both show, the same markup laid
 * out by each footer's own style sheet (`styles`, the class names below). Where they differ (the
 * menus as columns or as collapsible lists, how a QR code opens) is in the footers.
 */

type Styles = Readonly<Record<string, string>>

/** The leave-message form under its heading and hint (`message`, `heading`, `messageHint`). */
export function LeaveMessage({ id, title, hint, styles }: { id: string; title: string; hint: string; styles: Styles }) {
  return (
    <section className={styles.message} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <p className={styles.messageHint}>{hint}</p>
      <QuickEnquiryForm />
    </section>
  )
}

/** A menu's links (`links`). */
export function MenuLinks({ links, styles }: { links: FooterMenu['links']; styles: Styles }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  )
}

/** The site's contact lines, each with its label (`lines`, `lineLabel`). */
export function ContactLines({ lines, styles, label }: { lines: SiteSettings['contactLines']; styles: Styles; label?: string }) {
  return (
    <ul className={styles.lines} aria-label={label}>
      {lines.map((line) => (
        <li key={line.label}>
          <span className={styles.lineLabel}>{line.label}</span>
          {line.value}
        </li>
      ))}
    </ul>
  )
}

export function SocialIcon({ social }: { social: SocialEntry }) {
  return <Image src={social.icon} alt="" width={32} height={32} unoptimized />
}

/** The QR code of a social entry without a page of its own (the chat app). */
export function SocialQrCode({ src, name }: { src: string; name: string }) {
  return <Image src={src} alt={name} width={128} height={128} unoptimized />
}
