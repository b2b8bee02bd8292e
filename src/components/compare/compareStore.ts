'use client'

import { useSyncExternalStore } from 'react'

import { addToCompare, type CompareEntry, readStoredList, removeFromCompare } from '@/rules/compareList'

import { compareChangeEvent, compareStorageKey } from './compareSignal'

/**
 * The visitor's comparison list in localStorage, shared by every "Add to compare" button and the
 * tray of the page, and by other tabs (the `storage` event). `notice` is the last refusal (a fifth
 * product), shown by the tray until the list changes.
 */
const listeners = new Set<() => void>()
let snapshot: { raw: string | null; list: CompareEntry[] } = { raw: null, list: [] }
let full = false

function read(): CompareEntry[] {
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(compareStorageKey)
  } catch {
    // Storage refused (private mode, blocked cookies): the list lives for this page only.
    return snapshot.list
  }
  if (raw !== snapshot.raw) snapshot = { raw, list: readStoredList(raw) }
  return snapshot.list
}

function write(list: CompareEntry[]) {
  const raw = JSON.stringify(list)
  snapshot = { raw, list }
  try {
    window.localStorage.setItem(compareStorageKey, raw)
  } catch {
    // See read(): kept in memory only.
  }
  notify()
  window.dispatchEvent(new Event(compareChangeEvent))
}

function notify() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

const serverList: CompareEntry[] = []

export function useCompareList(): CompareEntry[] {
  return useSyncExternalStore(subscribe, read, () => serverList)
}

export function useCompareFull(): boolean {
  return useSyncExternalStore(subscribe, () => full, () => false)
}

export const compareList = {
  add(entry: CompareEntry) {
    const { list, outcome } = addToCompare(read(), entry)
    full = outcome === 'full'
    if (outcome === 'added') write(list)
    else notify()
  },
  remove(key: string) {
    full = false
    write(removeFromCompare(read(), key))
  },
  clear() {
    full = false
    write([])
  },
}
