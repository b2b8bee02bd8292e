'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect } from 'react'

/** A "create new" button whose name Payload built from a `{ zh, en }` label object. */
const broken = '.collections [aria-label*="[object Object]"]'

/**
 * Issue 31: Payload 3.90's dashboard cards name their "create new" button from the collection's
 * label object without translating it, so a screen reader reads "Add new [object Object]"
 * (payloadcms/payload#17069, fixed upstream by resolving the label). Until an upgrade brings the
 * fix, each such button is named from its card's own (translated) title, as Payload means to.
 * With the fix in place this finds nothing and does nothing.
 */
export function CardLabels() {
  const { t } = useTranslation()
  useEffect(() => {
    const rename = () => {
      for (const button of document.querySelectorAll<HTMLElement>(broken)) {
        const title = button.closest('.card')?.querySelector('.card__title')?.textContent?.trim()
        if (!title) continue
        const name = t('general:createNewLabel', { label: title })
        button.setAttribute('aria-label', name)
        if (button.hasAttribute('title')) button.setAttribute('title', name)
      }
    }
    rename()
    // The dashboard's widgets may arrive after this component: rename what appears.
    const observer = new MutationObserver(rename)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [t])
  return null
}
