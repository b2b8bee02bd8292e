import { Link } from '@/i18n/navigation'

import styles from './Breadcrumb.module.css'

export type Crumb = { label: string; href?: string }

/** A trail of links; the last crumb is the current page and is not a link. */
export function Breadcrumb({ items, label, tone = 'light' }: { items: Crumb[]; label: string; tone?: 'light' | 'dark' }) {
  return (
    <nav aria-label={label} className={`${styles.breadcrumb} ${tone === 'dark' ? styles.dark : ''}`}>
      <ol>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`}>
            {item.href && index < items.length - 1 ? (
              <Link href={item.href}>{item.label}</Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
