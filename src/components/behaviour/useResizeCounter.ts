'use client'

import { useSyncExternalStore } from 'react'

import { createResizeCounter, type ResizeCounter } from './resizeCounter'

// One counter for the page, listening to window resizes only while someone subscribes.
let shared: ResizeCounter | null = null
let subscribers = 0
const onResize = () => shared?.notifyResize()

function subscribe(listener: () => void): () => void {
  shared ??= createResizeCounter()
  const unsubscribe = shared.subscribe(listener)
  if (subscribers++ === 0) window.addEventListener('resize', onResize, { passive: true })
  return () => {
    unsubscribe()
    if (--subscribers === 0) window.removeEventListener('resize', onResize)
  }
}

const getSnapshot = () => shared?.get() ?? 0
const getServerSnapshot = () => 0

/** Spec §4: the resize counter (debounced 100 ms, wraps at 100,000,000). */
export function useResizeCounter(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
}
