'use client'

import type { ReactNode } from 'react'

/**
 * Spec §2.5/§8: a header link that maps to no known page. It looks like the link it stands for,
 * but clicking it only logs '找不到该项相关页面' (the spec's text, in Chinese in both languages).
 * The text comes from the server (visitorMessages.pageMissing), so the table stays out of the
 * browser's first load.
 */
export function MissingPageLink({ className, children, label, message }: { className?: string; children: ReactNode; label?: string; message: string }) {
  return (
    <button type="button" className={className} aria-label={label} onClick={() => console.error(message)}>
      {children}
    </button>
  )
}
