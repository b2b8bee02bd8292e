'use client'

import { useEffect } from 'react'

import { isChunkLoadError, reloadForChunkError } from './chunkReload'

/**
 * Spec §4/§8 for error boundaries (error.tsx): a chunk that failed to load while rendering is
 * caught by the boundary and never reaches the window listeners of SiteBehaviours, so the
 * boundary calls this to reload the page (at most once per 60 s) instead of showing the error.
 */
export function useChunkErrorRecovery(error: unknown): void {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError(window.sessionStorage, Date.now(), () => window.location.reload())
  }, [error])
}
