'use client'

import type { ReactNode } from 'react'

import { useEnquiryDialog } from './EnquiryProvider'
import styles from './OpenEnquiryButton.module.css'

export interface OpenEnquiryButtonProps {
  /** §3 productModel: prefilled in the dialog (product detail, MDM call to action). */
  readonly productModel?: string
  /** Issue 29: the partner the enquiry is addressed to (where to buy). */
  readonly partner?: { readonly id: number; readonly name: string }
  /** Replaces the default look (an orange call-to-action button). */
  readonly className?: string
  readonly children: ReactNode
  readonly 'aria-label'?: string
}

/** Opens the page's one contact dialog (spec §2.8), optionally with the product model filled in. */
export function OpenEnquiryButton({ productModel, partner, className, children, ...rest }: OpenEnquiryButtonProps) {
  const dialog = useEnquiryDialog()
  return (
    <button
      type="button"
      className={className ?? styles.button}
      aria-haspopup="dialog"
      {...rest}
      onClick={() => dialog.open({ ...(productModel ? { productModel } : {}), ...(partner ? { about: { partner } } : {}) })}
      onPointerEnter={dialog.preload}
      onFocus={dialog.preload}
    >
      {children}
    </button>
  )
}
