'use client'

import { useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

import { adminText } from './adminText'
import { type AdminNames, repairAdminNames } from './adminNames'

function namesIn(language: string | undefined): AdminNames {
  const t = (zh: string, en: string) => adminText(language, zh, en)
  return {
    previousPage: t('上一页', 'Previous page'),
    nextPage: t('下一页', 'Next page'),
    moreOptions: t('更多操作', 'More options'),
    rowActions: t('行操作', 'Row actions'),
    edit: t('编辑', 'Edit'),
    reorder: t('拖动以排序', 'Drag to reorder'),
    selectAll: t('全选', 'Select all'),
    selectRow: t('选择此行', 'Select this row'),
    choose: t('请选择', 'Choose'),
    previewFrame: t('实时预览', 'Live preview'),
    previewWidth: t('预览宽度（像素）', 'Preview width (px)'),
    previewHeight: t('预览高度（像素）', 'Preview height (px)'),
    createNew: (label) => t(`新建${label}`, `Create new ${label}`),
    editItem: (title) => t(`编辑“${title}”`, `Edit “${title}”`),
    removePicture: t('移除图片', 'Remove picture'),
    removeFile: t('移除文件', 'Remove file'),
    copyAddress: t('复制文件地址', "Copy the file's address"),
    addBlock: t('添加内容块', 'Add a block'),
    dragToMove: t('拖动以移动', 'Drag to move'),
    insertParagraph: t('在末尾添加段落', 'Add a paragraph at the end'),
    sortBy: (label, direction) => (direction === 'asc' ? t(`按${label}升序排列`, `Sort by ${label}, ascending`) : t(`按${label}降序排列`, `Sort by ${label}, descending`)),
  }
}

/**
 * Issue 31: every control of the admin a screen reader reads has a name in text (axe: 0 serious on
 * the dashboard, a list, an edit view and the inbox). Wraps the admin (a provider) and names what
 * Payload's own markup leaves unnamed (src/cms/components/adminNames.ts) whenever the page changes.
 */
export function AdminA11y({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  const language = i18n.language
  useEffect(() => {
    const names = namesIn(language)
    const repair = () => repairAdminNames(document, names)
    repair()
    // Right after each change (a microtask, before anything else reads the page); the rules write
    // only what differs, so their own writes settle at once.
    const observer = new MutationObserver(repair)
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['tabindex', 'aria-label', 'aria-hidden', 'title', 'role'] })
    return () => observer.disconnect()
  }, [language])
  return children
}
