import styles from './MobileNav.module.css'

/** A group of the drawer's navigation; its addresses already in the page's language. */
export interface MobileNavSection {
  title: string
  /** A section without sub-links is a plain link. */
  href?: string
  links?: { href: string; label: string }[]
}

/**
 * Collapsible link groups without JavaScript (<details>): the drawer's navigation (§2.7). Rendered
 * by the drawer (a client component) from its data: the groups travel in the page's RSC payload as
 * ~1 kB of data rather than ~5 kB of elements (issue 36).
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
                      <a href={link.href} className={styles.subLink}>
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <a href={section.href} className={styles.link}>
                {section.title}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
