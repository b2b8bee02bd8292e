'use client'

import { useCallback, useEffect, useState } from 'react'

import { prefetchAllowed, type ConnectionInfo } from '@/components/behaviour/prefetchPolicy'
import { afterLoadAndLargestPaint, idleScheduler } from '@/components/behaviour/idle'
import type { Locale } from '@/rules/language'

import type { MenuPanels } from './types'

/** The address of the header panels' data in one language (src/app/api/header-menu/[locale]). */
export const panelsUrl = (locale: Locale) => `/api/header-menu/${locale}`

type PanelViews = typeof import('./MenuPanel')
export interface LoadedPanels {
  panels: MenuPanels
  views: PanelViews
}

// Kept for the visit: one fetch per language, shared by every page the header is on.
const loads = new Map<Locale, Promise<LoadedPanels>>()
const loaded = new Map<Locale, LoadedPanels>()

async function fetchPanels(locale: Locale): Promise<MenuPanels> {
  const response = await fetch(panelsUrl(locale))
  if (!response.ok) throw new Error(`header panels: HTTP ${response.status}`)
  return (await response.json()) as MenuPanels
}

function loadPanels(locale: Locale): Promise<LoadedPanels> {
  let load = loads.get(locale)
  if (!load) {
    load = Promise.all([fetchPanels(locale), import('./MenuPanel')]).then(([panels, views]) => {
      const result = { panels, views }
      loaded.set(locale, result)
      return result
    })
    // A failed load is tried again on the next intent.
    load.catch(() => loads.delete(locale))
    loads.set(locale, load)
  }
  return load
}

export type PanelsState = { status: 'idle' | 'loading' | 'failed'; loaded: null } | { status: 'ready'; loaded: LoadedPanels }

/**
 * Issue 28: the header panels' content (and the code that draws it) is fetched on the first
 * intent to open a panel — `request()`, called on pointer approach, hover, focus or tap — or, when
 * the connection allows prefetching (§4), once the page has loaded and painted, in idle time.
 */
export function useMenuPanels(locale: Locale): { state: PanelsState; request(): void } {
  const [state, setState] = useState<PanelsState>(() => {
    const done = loaded.get(locale)
    return done ? { status: 'ready', loaded: done } : { status: 'idle', loaded: null }
  })

  const request = useCallback(() => {
    const done = loaded.get(locale)
    if (done) return setState((current) => (current.loaded === done ? current : { status: 'ready', loaded: done }))
    setState((current) => (current.status === 'loading' ? current : { status: 'loading', loaded: null }))
    loadPanels(locale).then(
      (result) => setState({ status: 'ready', loaded: result }),
      () => setState({ status: 'failed', loaded: null }),
    )
  }, [locale])

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection
    if (loaded.has(locale) || !prefetchAllowed(connection)) return
    const idle = idleScheduler()
    const cancel = afterLoadAndLargestPaint(() =>
      idle.schedule(() => {
        // Quietly: an idle fetch that fails shows nothing; an intent tries again.
        if (!loaded.has(locale)) void loadPanels(locale).catch(() => {})
      }),
    )
    return () => {
      cancel()
      idle.cancelAll()
    }
  }, [locale])

  return { state, request }
}
