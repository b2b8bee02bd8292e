'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { secondFactorApi, secondFactorPath } from './paths'

/** Admin pages a session owing its second factor may still open. */
const open = [secondFactorPath, '/admin/login', '/admin/logout', '/admin/forgot', '/admin/reset', '/admin/create-first-user']

/** Hides the page while it is not yet known whether the session may see it. */
const cover = { position: 'fixed', inset: 0, zIndex: 10_000, background: 'var(--theme-bg)' } as const

/**
 * Takes a session that owes its second factor to the second-factor screen, keeping where it was
 * going: at once when the server saw it owing (`owed`), else by asking on each admin address,
 * since signing in moves to the dashboard without rendering the admin's layout again. Until that
 * answer comes, a page reached from the sign-in screens (or rendered without a session, `known`
 * false) is covered, so that no dashboard flashes before the code screen (issue 38).
 */
export function SecondFactorRedirect({ owed, known }: { owed: boolean; known: boolean }) {
  const pathname = usePathname()
  const mayOpen = open.some((path) => pathname.startsWith(path))
  // Whether the session of this page is vouched for: by the server's render, or by the last answer.
  const [vouched, setVouched] = useState(known && !owed)
  useEffect(() => {
    if (mayOpen) {
      // Signing in, out or anew: the next page's session is not the one the server saw.
      setVouched(false)
      return
    }
    const go = () => window.location.replace(`${secondFactorPath}?back=${encodeURIComponent(pathname)}`)
    if (owed) return go()
    let cancelled = false
    fetch(`${secondFactorApi}/status`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { owed: false }))
      .then((answer: { owed?: boolean }) => {
        if (cancelled) return
        if (answer.owed) go()
        else setVouched(true)
      })
      .catch(() => setVouched(true))
    return () => {
      cancelled = true
    }
  }, [owed, pathname, mayOpen])
  return mayOpen || vouched ? null : <div style={cover} aria-hidden="true" data-testid="second-factor-cover" />
}
