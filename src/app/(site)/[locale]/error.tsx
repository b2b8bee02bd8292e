'use client'

import { useChunkErrorRecovery } from '@/components/behaviour/useChunkErrorRecovery'
import { ErrorView } from '@/components/errors/ErrorView'

/** Spec §2.4/§8: route errors show the error layout; the default message is 'Error'. */
export default function RouteError(props: { error: Error & { digest?: string }; reset: () => void }) {
  // A page chunk that failed to load lands here: reload (at most once a minute, spec §4).
  useChunkErrorRecovery(props.error)
  return (
    <main id="main" tabIndex={-1}>
      <ErrorView {...props} />
    </main>
  )
}
