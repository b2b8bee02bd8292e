'use client'

import { PreviewButton, useLivePreviewContext, useTranslation } from '@payloadcms/ui'

import { phonePreviewAddress } from '../../rules/preview'
import { pick } from './adminText'

/**
 * The edit view's "Preview" (the desktop page, in a new tab) and beside it "Phone preview": the
 * page's /m. twin, the page phones are sent to. Both open in draft mode through the preview route.
 */
export function PreviewButtons() {
  const { previewURL } = useLivePreviewContext()
  const { i18n } = useTranslation()
  const phone = previewURL ? phonePreviewAddress(previewURL) : null
  const label = pick({ zh: '手机版预览', en: 'Phone preview', ru: 'Предпросмотр на телефоне' }, i18n.language)
  return (
    <>
      <PreviewButton />
      {phone && (
        <a aria-label={label} className="preview-btn" href={phone} id="preview-phone-button" target="_blank" title={label}>
          <svg aria-hidden="true" className="icon" fill="none" height="16" viewBox="0 0 16 16" width="16">
            <rect className="stroke" height="13" rx="1.5" stroke="currentColor" width="8" x="4" y="1.5" />
            <path className="stroke" d="M7 12.5h2" stroke="currentColor" />
          </svg>
        </a>
      )}
    </>
  )
}
