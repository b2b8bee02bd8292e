import type { ReactNode } from 'react'

import { Link } from '@/i18n/navigation'

import styles from './MobileUi.module.css'

/** A titled block of a mobile page, with an optional "more" link beside its title. */
export function MobileSection({ title, more, children }: { title: string; more?: { href: string; label: string }; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <header className={styles.sectionHead}>
        <h2>{title}</h2>
        {more && (
          <Link href={more.href} className={styles.more}>
            {more.label} ›
          </Link>
        )}
      </header>
      {children}
    </section>
  )
}

/** The title band at the top of a mobile page. */
export function MobilePageHead({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <header className={styles.pageHead}>
      <h1>{title}</h1>
      {subtitle && <p>{subtitle}</p>}
      {children}
    </header>
  )
}
