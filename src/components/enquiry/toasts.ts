'use client'

import { useSyncExternalStore } from 'react'

/*
 * Spec §7 toasts (success 1500 ms, error 2000 ms) without sonner in every page's first load:
 * the toast area mounts, and sonner is fetched, with the first toast of the page (sonner hands a
 * Toaster that subscribes late the toasts already created, so none is lost). If sonner cannot be
 * fetched (offline, or a new deployment removed the file), a plain built-in toast shows the text.
 */

export type ToastKind = 'success' | 'error'
export interface FallbackToast {
  readonly id: number
  readonly kind: ToastKind
  readonly text: string
}

interface ToastStore {
  readonly needed: boolean
  readonly fallback: readonly FallbackToast[]
}

let store: ToastStore = { needed: false, fallback: [] }
let nextId = 1
const listeners = new Set<() => void>()

function update(change: Partial<ToastStore>) {
  store = { ...store, ...change }
  for (const listener of listeners) listener()
}

export const loadSonner = () => import('sonner')

/** Fetches sonner ahead of use (a form field got focus, the dialog opened). */
export function preloadToasts(): void {
  void loadSonner().catch(() => {})
}

export async function showToast(kind: ToastKind, text: string, duration: number): Promise<void> {
  if (!store.needed) update({ needed: true })
  try {
    const { toast } = await loadSonner()
    toast[kind](text, { duration })
  } catch {
    const item: FallbackToast = { id: nextId++, kind, text }
    update({ fallback: [...store.fallback, item] })
    setTimeout(() => update({ fallback: store.fallback.filter((other) => other !== item) }), duration)
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const serverStore: ToastStore = { needed: false, fallback: [] }

export function useToastStore(): ToastStore {
  return useSyncExternalStore(
    subscribe,
    () => store,
    () => serverStore,
  )
}
