'use client'

import { lazy, Suspense, useEffect, useState } from 'react'

import { compareChangeEvent, hasComparedProducts } from './compareSignal'
import type { CompareTrayProps } from './CompareTray'

const CompareTray = lazy(() => import('./CompareTray').then((module) => ({ default: module.CompareTray })))

/**
 * The comparison tray, loaded once the visitor has a product to compare (issue 15: most visitors
 * never compare, and the tray and its store are not in a page's first load). Once loaded it
 * stays, and hides itself when the list is emptied.
 */
export function LazyCompareTray(props: CompareTrayProps) {
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (wanted) return
    const check = (event?: Event) => {
      if (event?.type === compareChangeEvent || hasComparedProducts()) setWanted(true)
    }
    check()
    window.addEventListener('storage', check)
    window.addEventListener(compareChangeEvent, check)
    return () => {
      window.removeEventListener('storage', check)
      window.removeEventListener(compareChangeEvent, check)
    }
  }, [wanted])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <CompareTray {...props} />
    </Suspense>
  )
}
