'use client'

import { Button, toast, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import type { Label } from '../../../rules/choices'
import { pick } from '../adminText'

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
  const t = (label: Label) => pick(label, i18n.language)
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
      ? t({ zh: `恢复原图会立即改变这些已发布的页面：\n${names}\n\n确定恢复吗？`, en: `Restoring the original changes these published pages at once:\n${names}\n\nRestore it?`, ru: `Восстановление оригинала сразу изменит эти опубликованные страницы:\n${names}\n\nВосстановить?` })
      : t({ zh: '恢复原图？当前裁剪后的图片将被替换。', en: 'Restore the original? The cropped picture is replaced.', ru: 'Восстановить оригинал? Обрезанное изображение будет заменено.' })
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
      toast.error(answer.message ?? t({ zh: '恢复失败。', en: 'The original could not be restored.', ru: 'Не удалось восстановить оригинал.' }))
      return
    }
    toast.success(answer.message ?? t({ zh: '已恢复原图。', en: 'The original is back.', ru: 'Оригинал восстановлен.' }))
    window.location.reload()
  }

  if (!id || !usage) return null
  return (
    <div style={box} data-testid="media-usage">
      <strong>{t({ zh: '已发布页面中的使用', en: 'Shown on published pages', ru: 'Используется на опубликованных страницах' })}</strong>
      {usage.uses.length === 0 ? (
        <p style={{ margin: '4px 0 0', opacity: 0.7 }}>{t({ zh: '没有已发布的内容使用此图片。', en: 'No published content uses this picture.', ru: 'Это изображение не используется в опубликованных материалах.' })}</p>
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
          <strong>{t({ zh: '原图已保留', en: 'Original kept', ru: 'Оригинал сохранён' })}</strong>
          <div style={{ opacity: 0.75 }}>
            {usage.original.filename}
            {usage.original.width && usage.original.height ? ` · ${usage.original.width}×${usage.original.height}` : ''}
          </div>
          <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void restore()}>
            {t({ zh: '恢复原图', en: 'Restore original', ru: 'Восстановить оригинал' })}
          </Button>
        </div>
      )}
    </div>
  )
}
