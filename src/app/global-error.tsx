'use client'

import { usePathname } from 'next/navigation'
import { lazy, Suspense } from 'react'

import { useChunkErrorRecovery } from '@/components/behaviour/useChunkErrorRecovery'
import { decideLanguage } from '@rugged/front-door'

import { languageTag } from '@/rules/language'

// Spec §8: when even the page's frame fails (the root layout reads the site settings; with the
// database away and nothing cached yet, it cannot), the site's generic error page still shows, in
// the address's language, with its default message 'Error', rather than Next's own English page.
// Its code and the site's styles load only then (issue 15, first-load JS and CSS of every root).
const ErrorView = lazy(() => import('@/components/errors/StyledErrorView').then((module) => ({ default: module.ErrorView })))

export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  useChunkErrorRecovery(props.error)
  // No route segment to read the language from: the address names it (`/en/…`), by the front door's rule.
  const locale = decideLanguage({ path: usePathname() ?? '/' })
  return (
    <html lang={languageTag(locale)}>
      <body>
        <main id="main" tabIndex={-1}>
          <Suspense fallback={null}>
            <ErrorView {...props} locale={locale} />
          </Suspense>
        </main>
      </body>
    </html>
  )
}
