'use client'

import { useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

import type { Label } from '../../rules/choices'
import { pick } from './adminText'
import { type AdminNames, repairAdminNames } from './adminNames'

function namesIn(language: string | undefined): AdminNames {
  const t = (label: Label) => pick(label, language)
  return {
    previousPage: t({ zh: '上一页', en: 'Previous page', ru: 'Предыдущая страница' }),
    nextPage: t({ zh: '下一页', en: 'Next page', ru: 'Следующая страница' }),
    moreOptions: t({ zh: '更多操作', en: 'More options', ru: 'Другие действия' }),
    rowActions: t({ zh: '行操作', en: 'Row actions', ru: 'Действия со строкой' }),
    edit: t({ zh: '编辑', en: 'Edit', ru: 'Редактировать' }),
    reorder: t({ zh: '拖动以排序', en: 'Drag to reorder', ru: 'Перетащите, чтобы изменить порядок' }),
    selectAll: t({ zh: '全选', en: 'Select all', ru: 'Выбрать все' }),
    selectRow: t({ zh: '选择此行', en: 'Select this row', ru: 'Выбрать эту строку' }),
    choose: t({ zh: '请选择', en: 'Choose', ru: 'Выберите' }),
    previewFrame: t({ zh: '实时预览', en: 'Live preview', ru: 'Предпросмотр' }),
    previewWidth: t({ zh: '预览宽度（像素）', en: 'Preview width (px)', ru: 'Ширина предпросмотра (пикс.)' }),
    previewHeight: t({ zh: '预览高度（像素）', en: 'Preview height (px)', ru: 'Высота предпросмотра (пикс.)' }),
    createNew: (label) => t({ zh: `新建${label}`, en: `Create new ${label}`, ru: `Создать: ${label}` }),
    editItem: (title) => t({ zh: `编辑“${title}”`, en: `Edit “${title}”`, ru: `Редактировать «${title}»` }),
    removePicture: t({ zh: '移除图片', en: 'Remove picture', ru: 'Удалить изображение' }),
    removeFile: t({ zh: '移除文件', en: 'Remove file', ru: 'Удалить файл' }),
    copyAddress: t({ zh: '复制文件地址', en: "Copy the file's address", ru: "Скопировать адрес файла" }),
    addBlock: t({ zh: '添加内容块', en: 'Add a block', ru: 'Добавить блок' }),
    dragToMove: t({ zh: '拖动以移动', en: 'Drag to move', ru: 'Перетащите, чтобы переместить' }),
    insertParagraph: t({ zh: '在末尾添加段落', en: 'Add a paragraph at the end', ru: 'Добавить абзац в конце' }),
    sortBy: (label, direction) => (direction === 'asc' ? t({ zh: `按${label}升序排列`, en: `Sort by ${label}, ascending`, ru: `Сортировать по полю «${label}» по возрастанию` }) : t({ zh: `按${label}降序排列`, en: `Sort by ${label}, descending`, ru: `Сортировать по полю «${label}» по убыванию` })),
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
