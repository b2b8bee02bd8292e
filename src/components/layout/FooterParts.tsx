import type { ReactNode } from 'react'

import type { SocialEntry } from '@/data/globals'

import type { FooterContent, FooterLink, FooterMenu } from './footerMenus'

/*
 * Spec §2.6/§2.7: what the desktop Footer and the MobileFooter both show, the same markup laid
 * out by each footer's own style sheet (`styles`, the class names below). Where they differ (the
 * menus as columns or as collapsible lists, how a QR code opens) is in the footers.
 */

type Styles = Readonly<Record<string, string>>

/** The leave-message form under its heading and hint (`message`, `heading`, `messageHint`). */
export function LeaveMessage({ id, title, hint, form, styles }: { id: string; title: string; hint: string; form: ReactNode; styles: Styles }) {
  return (
    <section className={styles.message} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <p className={styles.messageHint}>{hint}</p>
      {form}
    </section>
  )
}

/** A link whose address is already in the page's language (loadFooter). */
export function FooterAnchor({ link }: { link: FooterLink }) {
  return <a href={link.href}>{link.label}</a>
}

/** A menu's links (`links`). */
export function MenuLinks({ links, styles }: { links: FooterMenu['links']; styles: Styles }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <FooterAnchor link={link} />
        </li>
      ))}
    </ul>
  )
}

/** The site's contact lines, each with its label (`lines`, `lineLabel`). */
export function ContactLines({ lines, styles, label }: { lines: FooterContent['contactLines']; styles: Styles; label?: string }) {
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

// Icons and QR codes are shown as uploaded (next/image's `unoptimized`): small files, no renditions.
export function SocialIcon({ social }: { social: SocialEntry }) {
  // eslint-disable-next-line @next/next/no-img-element -- a fixed-size icon, as uploaded
  return <img alt="" width={32} height={32} src={social.icon} loading="lazy" />
}

/** The QR code of a social entry without a page of its own (the chat app). */
export function SocialQrCode({ src, name }: { src: string; name: string }) {
  // eslint-disable-next-line @next/next/no-img-element -- a fixed-size code, as uploaded
  return <img alt={name} width={128} height={128} src={src} loading="lazy" />
}
