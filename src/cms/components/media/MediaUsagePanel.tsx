'use client'

import { Button, toast, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { adminText } from '../adminText'

interface Usage {
  uses: { label: string; href: string }[]
  original: { filename: string; width: number | null; height: number | null } | null
}

const box: React.CSSProperties = { fontSize: '13px', lineHeight: 1.5, margin: '0 0 24px' }
const list: React.CSSProperties = { margin: '4px 0 0', paddingLeft: '18px' }

/**
 * Beside a picture in the admin (issue 31): the published pages that show it — what a crop or a
 * new file changes at once — and, once it was cropped or replaced, its kept original with a
 * "Restore original" button (asks first when published pages show the picture).
 */
export function MediaUsagePanel() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const t = (zh: string, en: string) => adminText(i18n.language, zh, en)
  const [usage, setUsage] = useState<Usage | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    if (!id) return
    const response = await fetch(`/api/cms/media/${id}/usage`, { credentials: 'include' })
    if (response.ok) setUsage((await response.json()) as Usage)
  }, [id])

  useEffect(() => {
    void load()
  }, [load])

  const restore = async () => {
    if (!usage?.original) return
    const names = usage.uses.map((use) => `• ${use.label}`).join('\n')
    const question = usage.uses.length
      ? t(`恢复原图会立即改变这些已发布的页面：\n${names}\n\n确定恢复吗？`, `Restoring the original changes these published pages at once:\n${names}\n\nRestore it?`)
      : t('恢复原图？当前裁剪后的图片将被替换。', 'Restore the original? The cropped picture is replaced.')
    if (!window.confirm(question)) return
    setBusy(true)
    const response = await fetch(`/api/cms/media/${id}/original`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ confirm: true }),
    })
    const answer = (await response.json().catch(() => ({}))) as { message?: string }
    setBusy(false)
    if (!response.ok) {
      toast.error(answer.message ?? t('恢复失败。', 'The original could not be restored.'))
      return
    }
    toast.success(answer.message ?? t('已恢复原图。', 'The original is back.'))
    window.location.reload()
  }

  if (!id || !usage) return null
  return (
    <div style={box} data-testid="media-usage">
      <strong>{t('已发布页面中的使用', 'Shown on published pages')}</strong>
      {usage.uses.length === 0 ? (
        <p style={{ margin: '4px 0 0', opacity: 0.7 }}>{t('没有已发布的内容使用此图片。', 'No published content uses this picture.')}</p>
      ) : (
        <ul style={list}>
          {usage.uses.map((use) => (
            <li key={use.href}>
              <a href={use.href}>{use.label}</a>
            </li>
          ))}
        </ul>
      )}
      {usage.original && (
        <div style={{ marginTop: '12px' }} data-testid="media-original">
          <strong>{t('原图已保留', 'Original kept')}</strong>
          <div style={{ opacity: 0.75 }}>
            {usage.original.filename}
            {usage.original.width && usage.original.height ? ` · ${usage.original.width}×${usage.original.height}` : ''}
          </div>
          <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void restore()}>
            {t('恢复原图', 'Restore original')}
          </Button>
        </div>
      )}
    </div>
  )
}
