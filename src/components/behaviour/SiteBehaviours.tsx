'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useTransition } from 'react'

import { isChunkLoadError, reloadForChunkError } from './chunkReload'
import { afterLoadAndLargestPaint, idleScheduler } from './idle'
import { classifyLinkClick } from './navigationClick'
import { prefetchAllowed, prefetchTarget, type ConnectionInfo } from './prefetchPolicy'
import { createProgressController, type ProgressController } from './progressController'
import styles from './SiteBehaviours.module.css'

/*
 * Spec §2.3/§4 site-wide behaviours, mounted once by the layout (inside <Suspense>, since it
 * reads the query string):
 *   - a plain click on a link to another page of the site navigates in the app (the site's links
 *     are plain anchors, not Next's Link: see src/i18n/Link.tsx), with the progress bar
 *     (5000 ms, 200 ms throttle)
 *   - a link to the page already shown reloads it (router.refresh) and scrolls to the top
 *   - every route change scrolls to the top, query-only changes included (not back/forward,
 *     where the browser restores the position, nor a jump to a #fragment)
 *   - a failed chunk load reloads the page, at most once per 60 s
 *   - visible internal links are prefetched when the browser is idle, never on 2g or data saver,
 *     and not before the page has loaded and painted its largest content (issue 28)
 */
export function SiteBehaviours({ loadingLabel }: { loadingLabel: string }) {
  const router = useRouter()
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const barRef = useRef<HTMLDivElement>(null)
  const progress = useRef<ProgressController | null>(null)
  const popped = useRef(false)
  const firstRoute = useRef(true)
  const [refreshing, startRefresh] = useTransition()

  // Progress bar controller and the document-level link click listener.
  useEffect(() => {
    const bar = barRef.current
    if (!bar) return
    const controller = createProgressController(bar)
    progress.current = controller

    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement)) return
      const kind = classifyLinkClick(
        event,
        { href: anchor.href, target: anchor.getAttribute('target'), download: anchor.hasAttribute('download') },
        window.location.href,
      )
      if (kind === null) return
      event.preventDefault()
      controller.start()
      if (kind === 'navigate') {
        const url = new URL(anchor.href)
        router.push(url.pathname + url.search + url.hash)
        return
      }
      // §2.3: the page already shown reloads.
      window.scrollTo(0, 0)
      startRefresh(() => router.refresh())
    }
    const onPopState = () => {
      popped.current = true
    }
    // Bubble phase on the window: after React's handlers, so a component that handles a click on
    // its own link (and prevents the default) is left alone.
    window.addEventListener('click', onClick)
    window.addEventListener('popstate', onPopState)
    return () => {
      window.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPopState)
      controller.dispose()
      progress.current = null
    }
  }, [router])

  useEffect(() => {
    if (!refreshing) progress.current?.done()
  }, [refreshing])

  // Route change: the new page is shown, so the bar completes; then scroll to the top.
  useEffect(() => {
    if (firstRoute.current) {
      firstRoute.current = false
      return
    }
    progress.current?.done()
    const wasPop = popped.current
    popped.current = false
    if (!wasPop && !window.location.hash) window.scrollTo(0, 0)
  }, [pathname, search])

  // Chunk load failures.
  useEffect(() => {
    const recover = (reason: unknown) => {
      if (isChunkLoadError(reason)) reloadForChunkError(window.sessionStorage, Date.now(), () => window.location.reload())
    }
    const onError = (event: ErrorEvent) => recover(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => recover(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])

  // Idle-time prefetch of the internal links in view, for each page shown.
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection
    if (!prefetchAllowed(connection) || typeof IntersectionObserver === 'undefined') return
    const idle = idleScheduler()
    const observed = new WeakSet<Element>()
    const pending = new Set<string>()
    const fetched = new Set<string>()
    let flushScheduled = false
    let scanScheduled = false

    // One link per idle period: a page shows dozens of links, and reading their answers in one
    // go makes long tasks that hold up a visitor's first taps (Lighthouse's blocking time).
    const flush = () => {
      flushScheduled = false
      const [target] = pending
      if (target === undefined) return
      pending.delete(target)
      if (!fetched.has(target)) router.prefetch(target)
      fetched.add(target)
      if (pending.size > 0) {
        flushScheduled = true
        idle.schedule(flush)
      }
    }
    const visibility = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        visibility.unobserve(entry.target)
        const target = targetOf(entry.target)
        if (target && !fetched.has(target)) pending.add(target)
      }
      if (pending.size > 0 && !flushScheduled) {
        flushScheduled = true
        idle.schedule(flush)
      }
    })
    const scan = () => {
      scanScheduled = false
      for (const anchor of document.querySelectorAll('a[href]')) {
        if (observed.has(anchor)) continue
        observed.add(anchor)
        if (targetOf(anchor)) visibility.observe(anchor)
      }
    }
    const scheduleScan = () => {
      if (scanScheduled) return
      scanScheduled = true
      idle.schedule(scan)
    }
    // Menus and lazily shown parts add links later.
    const mutations = new MutationObserver(scheduleScan)
    const cancelStart = afterLoadAndLargestPaint(() => {
      mutations.observe(document.body, { childList: true, subtree: true })
      scheduleScan()
    })
    return () => {
      cancelStart()
      idle.cancelAll()
      mutations.disconnect()
      visibility.disconnect()
    }
  }, [router, pathname, search])

  return (
    <div
      ref={barRef}
      className={styles.progress}
      role="progressbar"
      aria-label={loadingLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      aria-hidden="true"
      data-state="idle"
      data-testid="progress-bar"
    />
  )
}

function targetOf(element: Element): string | null {
  if (!(element instanceof HTMLAnchorElement)) return null
  return prefetchTarget(
    { href: element.href, target: element.getAttribute('target'), download: element.hasAttribute('download') },
    window.location,
  )
}
