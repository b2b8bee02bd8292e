'use client'

import { usePathname } from 'next/navigation'

import { compareList, useCompareFull, useCompareList } from './compareStore'
import styles from './CompareTray.module.css'

export interface CompareTrayText {
  label: string
  /** "Compare ({count})" with `{count}` left in, filled here. */
  open: string
  /** "Remove {model}", filled here. */
  remove: string
  clear: string
  full: string
}

/**
 * The comparison tray (issue 14): the chosen products with remove buttons and a link to the
 * comparison; hidden while the list is empty and on the comparison page itself.
 * `comparePath` is the comparison address of this device and language, without the query.
 */
export interface CompareTrayProps {
  text: CompareTrayText
  comparePath: string
  variant: 'desktop' | 'mobile'
}

export function CompareTray({ text, comparePath, variant }: CompareTrayProps) {
  const list = useCompareList()
  const full = useCompareFull()
  const pathname = usePathname()
  if (list.length === 0 || pathname.includes('product-compare')) return null
  const href = `${comparePath}?ids=${list.map((item) => encodeURIComponent(item.key)).join(',')}`
  return (
    <aside className={`${styles.tray} ${styles[variant]}`} aria-label={text.label} data-testid="compare-tray" data-compare-tray={variant}>
      <ul className={styles.list}>
        {list.map((item) => (
          <li key={item.key} className={styles.item}>
            <span className={styles.model}>{item.model}</span>
            <span className={styles.title}>{item.title}</span>
            <button type="button" className={styles.remove} onClick={() => compareList.remove(item.key)} aria-label={text.remove.replace('{model}', item.model)}>
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.clear} onClick={compareList.clear}>
          {text.clear}
        </button>
        <a className={styles.open} href={href}>
          {text.open.replace('{count}', String(list.length))}
        </a>
      </div>
      <p className={styles.notice} role="status">
        {full ? text.full : ''}
      </p>
    </aside>
  )
}
