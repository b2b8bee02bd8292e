import { notFound } from 'next/navigation'
import { Suspense } from 'react'

import type { Locale } from '@/rules/language'

import { NotFoundView } from './NotFoundView'

function Missing(): never {
  notFound()
}

/**
 * Spec §2.3/§8: what a page renders for an unknown id or address — the 404 page, with status 404,
 * readable without JavaScript.
 *
 * A bare notFound() does not do that in Next 16: the answer is 404 but its HTML body is empty and
 * the not-found page appears only once JavaScript has run (vercel/next.js#98295, #98954: the error
 * reaches the HTML renderer outside any Suspense boundary, and Next then sends an empty error
 * shell). Here notFound() is thrown inside a Suspense boundary whose fallback is the not-found
 * view: the prerender keeps the 404 status (Next sets it for an access-fallback error thrown under
 * Suspense) and sends the view in the HTML; in the browser the error reaches the nearest
 * not-found boundary ((desktop)/not-found.tsx), which shows the same view.
 *
 * Only for pages rendered as prerenders (static or revalidated), like every public page here: on
 * a page rendered per request the headers are already sent, and the answer would be 200.
 */
export function NotFoundContent({ locale, home }: { locale: Locale; home?: string }) {
  return (
    <Suspense fallback={<NotFoundView locale={locale} home={home} />}>
      <Missing />
    </Suspense>
  )
}
