'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

import { exitPreviewRoute, pageForWidth } from '@/rules/preview'

import styles from './LivePreview.module.css'

type Props = { label: string; exitLabel: string }

/**
 * Rendered only in a signed-in editor's preview (draft mode), so visitors load none of it.
 * - Re-renders the page from the server on every autosave of the document in the admin beside it.
 * - Inside the admin's live preview frame, follows the chosen breakpoint: below a phone's width the
 *   page moves to its /m. twin, the page a phone is sent to; wider, back to the desktop page.
 * - A corner badge says the page shows drafts, with a way out.
 */
export function LivePreview({ label, exitLabel }: Props) {
  const router = useRouter()
  const [here, setHere] = useState<{ origin: string; path: string } | null>(null)

  useEffect(() => {
    setHere({ origin: window.location.origin, path: `${window.location.pathname}${window.location.search}` })
    if (window.parent === window) return // a preview tab: the browser's own device decides
    const followWidth = () => {
      const page = pageForWidth(`${window.location.pathname}${window.location.search}`, window.innerWidth)
      if (page) window.location.replace(page)
    }
    followWidth()
    window.addEventListener('resize', followWidth)
    return () => window.removeEventListener('resize', followWidth)
  }, [])

  if (!here) return null
  return (
    <>
      <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={here.origin} />
      <p className={styles.badge} data-testid="preview-badge">
        {label} · <a href={`${exitPreviewRoute}?path=${encodeURIComponent(here.path)}`}>{exitLabel}</a>
      </p>
    </>
  )
}
