'use client'

import type { CompareEntry } from '@/rules/compareList'

import { compareList, useCompareList } from './compareStore'
import styles from './CompareToggle.module.css'

export interface CompareToggleText {
  add: string
  added: string
}

/** "Add to compare" on a product card or page: a toggle button, pressed while the product is in the list. */
export function CompareToggle({ product, text, className }: { product: CompareEntry; text: CompareToggleText; className?: string }) {
  const chosen = useCompareList().some((item) => item.key === product.key)
  return (
    <button
      type="button"
      className={`${styles.toggle} ${className ?? ''}`}
      aria-pressed={chosen}
      data-compare-key={product.key}
      onClick={() => (chosen ? compareList.remove(product.key) : compareList.add(product))}
    >
      <span aria-hidden="true" className={styles.mark}>
        {chosen ? '✓' : '+'}
      </span>
      {chosen ? text.added : text.add}
      <span className="visually-hidden"> {product.model}</span>
    </button>
  )
}
