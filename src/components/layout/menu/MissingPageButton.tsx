'use client'

import type { ReactNode } from 'react'

/** The clickable part of MissingPageLink: it logs `message` and does nothing else. */
export function MissingPageButton({ className, children, label, message }: { className?: string; children: ReactNode; label?: string; message: string }) {
  return (
    <button type="button" className={className} aria-label={label} onClick={() => console.error(message)}>
      {children}
    </button>
  )
}
