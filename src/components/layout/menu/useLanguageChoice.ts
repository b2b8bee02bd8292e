'use client'

import { useSyncExternalStore } from 'react'

import { usePathname } from '@/i18n/client'
import { type Locale, languageStorageKey } from '@/rules/language'

import { localeCookie, pathWithoutLocale } from './language'

/** §4: remember the choice (local storage, as the spec says, and the locale cookie). */
export function rememberLanguage(locale: Locale) {
  try {
    window.localStorage.setItem(languageStorageKey, locale)
  } catch {
    // Storage can be off (private mode, policy): the cookie and the URL still carry the choice.
  }
  document.cookie = localeCookie(locale)
}

const subscribeNever = () => () => {}
const browserAddress = () => pathWithoutLocale(window.location.pathname, window.location.search, window.location.hash)
const noAddressOnServer = () => null

/**
 * The address to switch language on: the browser's (query and hash kept; behind the proxy's
 * rewrites usePathname may report an internal path), the router's path during server rendering.
 */
export function useSwitchAddress(): string {
  const pathname = usePathname()
  return useSyncExternalStore(subscribeNever, browserAddress, noAddressOnServer) ?? pathname
}
