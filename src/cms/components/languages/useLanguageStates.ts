'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import type { LanguageState } from '../../editing/languageStatus'

/**
 * Each language's state of the document being edited (src/cms/editing/languageStatus.ts), asked
 * for again after every save, publish or unpublish: the edit view tells the truth at once.
 */
export function useLanguageStates(): LanguageState[] | null {
  const { id, collectionSlug, globalSlug, data, lastUpdateTime, hasPublishedDoc, unpublishedVersionCount } = useDocumentInfo()
  const [states, setStates] = useState<LanguageState[] | null>(null)
  const query = globalSlug ? `global=${globalSlug}` : id && collectionSlug ? `collection=${collectionSlug}&id=${id}` : null
  const savedAt = (data as { updatedAt?: string } | undefined)?.updatedAt
  const status = (data as { _status?: string } | undefined)?._status
  useEffect(() => {
    if (!query) return
    let current = true
    fetch(`/api/cms/language-status?${query}`, { credentials: 'include', cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ languages: LanguageState[] }>) : null))
      .then((answer) => {
        if (current && answer) setStates(answer.languages)
      })
      .catch(() => {})
    return () => {
      current = false
    }
  }, [query, savedAt, status, lastUpdateTime, hasPublishedDoc, unpublishedVersionCount])
  return states
}
