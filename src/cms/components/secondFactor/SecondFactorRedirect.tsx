'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

/** Takes a session that owes its second factor to `to`, keeping where it was going. */
export function SecondFactorRedirect({ to }: { to: string }) {
  const pathname = usePathname()
  useEffect(() => {
    if (pathname !== to && !pathname.startsWith('/admin/logout')) window.location.replace(`${to}?back=${encodeURIComponent(pathname)}`)
  }, [pathname, to])
  return null
}
