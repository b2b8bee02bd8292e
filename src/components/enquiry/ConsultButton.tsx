'use client'

import { usePathname } from 'next/navigation'

import styles from './ConsultButton.module.css'
import { showsConsultButton } from './consultVisibility'
import { useEnquiryDialog } from './EnquiryProvider'

/** Spec §2.4: the floating consult button of the default layout; it opens the contact dialog. */
export function ConsultButton({ label }: { label: string }) {
  const pathname = usePathname()
  const dialog = useEnquiryDialog()
  if (!showsConsultButton(pathname)) return null
  return (
    <button
      type="button"
      className={styles.button}
      data-testid="consult-button"
      aria-haspopup="dialog"
      onClick={() => dialog.open()}
      onPointerEnter={dialog.preload}
      onFocus={dialog.preload}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3 0-1.3-.6V16A2.5 2.5 0 0 1 4 13.5z"
          fill="currentColor"
        />
        <circle cx="8.5" cy="9.5" r="1.2" fill="var(--color-accent)" />
        <circle cx="12" cy="9.5" r="1.2" fill="var(--color-accent)" />
        <circle cx="15.5" cy="9.5" r="1.2" fill="var(--color-accent)" />
      </svg>
      <span className={styles.label}>{label}</span>
    </button>
  )
}
