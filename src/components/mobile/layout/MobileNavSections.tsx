import { Link } from '@/i18n/navigation'

import styles from './MobileNav.module.css'

export interface MobileNavSection {
  title: string
  /** A section without sub-links is a plain link. */
  href?: string
  links?: { href: string; label: string }[]
}

/**
 * Collapsible link groups without JavaScript (<details>): the drawer's navigation and the mobile
 * footer's menus (§2.7).
 */
export function MobileNavSections({ sections, label }: { sections: MobileNavSection[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.title} className={styles.item}>
            {section.links ? (
              <details>
                <summary className={styles.summary}>{section.title}</summary>
                <ul className={styles.subList}>
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className={styles.subLink}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <Link href={section.href ?? '/'} className={styles.link}>
                {section.title}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
