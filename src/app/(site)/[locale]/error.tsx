'use client'

import { ErrorView } from '@/components/errors/ErrorView'

/** Spec §2.4/§8: route errors show the error layout; the default message is 'Error'. */
export default function RouteError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main">
      <ErrorView {...props} />
    </main>
  )
}
