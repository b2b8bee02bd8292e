import type { Metadata } from 'next'
import type { ReactNode } from 'react'

/*
 * Issue 15, the framework's floor: a root layout with no component, style or data of ours, so
 * that `npm run bench:lighthouse` can measure what a bare Next page of the same build ships and
 * count every page's first-load JS against it. Not linked, not in the sitemap, never indexed.
 */
export const metadata: Metadata = { robots: { index: false, follow: false } }

export default function FloorLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
