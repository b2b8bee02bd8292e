import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '../../access'
import { locales } from '../../../rules/language'

const readOnly = { readOnly: true }

/**
 * Visitors' consultation requests (spec §3). They are created only by the data layer behind
 * POST /api/front/leaveMessage, never through the CMS API; staff read them and mark them handled.
 */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  labels: { singular: { zh: '咨询留言', en: 'Enquiry' }, plural: { zh: '咨询留言', en: 'Enquiries' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'company', 'status', 'form', 'createdAt'],
    listSearchableFields: ['email', 'name', 'company', 'content', 'telephone'],
    group: { zh: '客户', en: 'Customers' },
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      label: { zh: '状态', en: 'Status' },
      options: [
        { value: 'new', label: { zh: '待处理', en: 'New' } },
        { value: 'handled', label: { zh: '已处理', en: 'Handled' } },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'staffNote', type: 'textarea', label: { zh: '处理备注', en: 'Staff note' }, admin: { position: 'sidebar' } },
    { name: 'content', type: 'textarea', required: true, label: { zh: '咨询内容', en: 'Content' }, admin: readOnly },
    { name: 'email', type: 'text', required: true, index: true, label: { zh: '邮箱', en: 'Email' }, admin: readOnly },
    { name: 'name', type: 'text', label: { zh: '姓名', en: 'Name' }, admin: readOnly },
    { name: 'company', type: 'text', label: { zh: '公司', en: 'Company' }, admin: readOnly },
    { name: 'telephone', type: 'text', label: { zh: '电话', en: 'Telephone' }, admin: readOnly },
    { name: 'productModel', type: 'text', label: { zh: '产品型号', en: 'Product model' }, admin: readOnly },
    { name: 'applicationIndustry', type: 'text', label: { zh: '应用行业', en: 'Industry' }, admin: readOnly },
    {
      name: 'language',
      type: 'select',
      required: true,
      label: { zh: '语言', en: 'Language' },
      options: locales.map((locale) => ({ value: locale, label: locale === 'zh' ? '中文' : 'English' })),
      admin: readOnly,
    },
    {
      name: 'form',
      type: 'select',
      required: true,
      label: { zh: '来源表单', en: 'Sent from' },
      options: [
        { value: 'dialog', label: { zh: '咨询弹窗', en: 'Contact dialog' } },
        { value: 'quick', label: { zh: '页脚快速留言', en: 'Footer quick form' } },
      ],
      admin: readOnly,
    },
    {
      // The visitor's page when the form was sent (the request's same-site Referer), for staff.
      name: 'page',
      type: 'text',
      label: { zh: '来源页面', en: 'Page of origin' },
      admin: readOnly,
    },
  ],
}
