'use client'

import { lazy, Suspense } from 'react'

import { useChunkErrorRecovery } from '@/components/behaviour/useChunkErrorRecovery'

// The error layout's code loads when an error happens: an error boundary is part of every page's
// first load, and a page that does not fail needs none of it (issue 15, first-load JS).
const ErrorView = lazy(() => import('@/components/errors/ErrorView').then((module) => ({ default: module.ErrorView })))

/** Spec §2.4/§8: route errors show the error layout; the default message is 'Error'. */
export default function RouteError(props: { error: Error & { digest?: string }; reset: () => void }) {
  // A page chunk that failed to load lands here: reload (at most once a minute, spec §4).
  useChunkErrorRecovery(props.error)
  return (
    <main id="main" tabIndex={-1}>
      <Suspense fallback={null}>
        <ErrorView {...props} />
      </Suspense>
    </main>
  )
}
