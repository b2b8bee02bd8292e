import { setRequestLocale } from 'next-intl/server'
import { Suspense, type ReactNode } from 'react'

import { SiteBehaviours } from '@/components/behaviour'
import { languageOrDefault } from '@/rules/language'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/**
 * Spec §2.4 blank layout for the event pages (microsites, sign-in, invitations): no header, footer
 * or consult button — each page brings its own chrome — but the site-wide behaviours of §4.
 * These pages are also used on phones (invitations are opened from chat apps), so the desktop
 * site's minimum width does not apply here.
 */
export default async function EventLayout({ children, params }: Props) {
  setRequestLocale(languageOrDefault((await params).locale))
  return (
    <>
      <style>{'body{min-width:0}'}</style>
      {children}
      <Suspense fallback={null}>
        <SiteBehaviours />
      </Suspense>
    </>
  )
}
