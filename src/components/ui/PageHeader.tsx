import type { ReactNode } from 'react'

import { Link } from '@/i18n/navigation'

import styles from './PageHeader.module.css'

type Crumb = { href?: string; label: string }

type Props = {
  title: string
  subtitle?: string
  /** Trail from the home page to this page; the last entry is the current page (no link). */
  breadcrumb?: { label: string; items: Crumb[] }
  children?: ReactNode
  /** Issue 36: the band is the page's first screen, its pictures below it. */
  firstScreen?: boolean
}

/** The navy title band of an inner page, with an optional breadcrumb. */
export function PageHeader({ title, subtitle, breadcrumb, children, firstScreen = false }: Props) {
  return (
    <section className={firstScreen ? `${styles.band} ${styles.firstScreen}` : styles.band}>
      <div className={`container ${styles.inner}`}>
        {breadcrumb && (
          <nav aria-label={breadcrumb.label}>
            <ol className={styles.crumbs}>
              {breadcrumb.items.map((item, index) => (
                <li key={`${index}-${item.label}`}>
                  {item.href ? <Link href={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {children}
      </div>
    </section>
  )
}
