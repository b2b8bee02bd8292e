'use client'

import { lazy, Suspense } from 'react'

/*
 * The site's layout imports this loader, not the live preview itself: a layout's client
 * components go to every page's first load, so visitors would download the preview code (and
 * Payload's live-preview client) on every page. This loader is rendered only in an editor's
 * preview, and only then fetches the rest.
 */
const LivePreview = lazy(() => import('./LivePreview').then((module) => ({ default: module.LivePreview })))

export function PreviewTools(props: { label: string; exitLabel: string }) {
  return (
    <Suspense fallback={null}>
      <LivePreview {...props} />
    </Suspense>
  )
}
