'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { secondFactorApi, secondFactorPath } from './paths'

/** Admin pages a session owing its second factor may still open. */
const open = [secondFactorPath, '/admin/login', '/admin/logout', '/admin/forgot', '/admin/reset', '/admin/create-first-user']

/**
 * Takes a session that owes its second factor to the second-factor screen, keeping where it was
 * going: at once when the server saw it owing (`owed`), else by asking on each admin address,
 * since signing in moves to the dashboard without rendering the admin's layout again.
 */
export function SecondFactorRedirect({ owed }: { owed: boolean }) {
  const pathname = usePathname()
  useEffect(() => {
    if (open.some((path) => pathname.startsWith(path))) return
    const go = () => window.location.replace(`${secondFactorPath}?back=${encodeURIComponent(pathname)}`)
    if (owed) return go()
    let cancelled = false
    fetch(`${secondFactorApi}/status`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : { owed: false }))
      .then((answer: { owed?: boolean }) => {
        if (!cancelled && answer.owed) go()
      })
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [owed, pathname])
  return null
}
