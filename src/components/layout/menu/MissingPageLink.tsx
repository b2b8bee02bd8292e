import type { ReactNode } from 'react'

import { visitorMessages } from '@/rules/visitorMessages'

import { MissingPageButton } from './MissingPageButton'

/**
 * Spec §2.5/§8: a header link that maps to no known page. It looks like the link it stands for,
 * but clicking it only logs '找不到该项相关页面' (the spec's text, in Chinese in both languages).
 * A server component: the text is taken here, so the messages table stays out of the browser.
 */
export function MissingPageLink({ className, children, label }: { className?: string; children: ReactNode; label?: string }) {
  return (
    <MissingPageButton className={className} label={label} message={visitorMessages.pageMissing.zh}>
      {children}
    </MissingPageButton>
  )
}
