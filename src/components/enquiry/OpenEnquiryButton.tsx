'use client'

import type { ReactNode } from 'react'

import { useEnquiryDialog } from './EnquiryProvider'
import styles from './OpenEnquiryButton.module.css'

export interface OpenEnquiryButtonProps {
  /** §3 productModel: prefilled in the dialog (product detail, MDM call to action). */
  readonly productModel?: string
  /** Replaces the default look (an orange call-to-action button). */
  readonly className?: string
  readonly children: ReactNode
}

/** Opens the page's one contact dialog (spec §2.8), optionally with the product model filled in. */
export function OpenEnquiryButton({ productModel, className, children }: OpenEnquiryButtonProps) {
  const dialog = useEnquiryDialog()
  return (
    <button
      type="button"
      className={className ?? styles.button}
      aria-haspopup="dialog"
      onClick={() => dialog.open(productModel ? { productModel } : undefined)}
      onPointerEnter={dialog.preload}
      onFocus={dialog.preload}
    >
      {children}
    </button>
  )
}
