'use client'

import type { ReactNode } from 'react'

import { visitorMessages } from '@/rules/visitorMessages'

/**
 * Spec §2.5/§8: a header link that maps to no known page. It looks like the link it stands for,
 * but clicking it only logs '找不到该项相关页面' (the spec's text, in Chinese in both languages).
 */
export function MissingPageLink({ className, children, label }: { className?: string; children: ReactNode; label?: string }) {
  return (
    <button type="button" className={className} aria-label={label} onClick={() => console.error(visitorMessages.pageMissing.zh)}>
      {children}
    </button>
  )
}
