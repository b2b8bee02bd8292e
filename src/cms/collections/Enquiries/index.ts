import type { CollectionConfig } from 'payload'

import { isAdmin, nobody, staffWith } from '../../access'
import { enquiryForms } from '../../../rules/enquiry'
import { enquiryFormLabels, enquiryHoldLabels, enquiryHoldReasons, enquirySearchFields, enquiryStatusLabels, enquiryStatuses } from '../../../rules/inbox'
import { locales } from '../../../rules/language'
import { nativeLanguageName } from '../../../rules/languageNames'
import { assigneesEndpoint, validateAssignee } from './assignees'

const readOnly = { readOnly: true }

/**
 * Visitors' consultation requests (spec §3). They are created only by the data layer behind
 * POST /api/front/leaveMessage, never through the CMS API; staff work through them in
 * the inbox: status new → in progress → handled (or spam), an assignee, a note (issue 13).
 */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  labels: { singular: { zh: '咨询留言', en: 'Enquiry', ru: 'Обращение' }, plural: { zh: '咨询留言', en: 'Enquiries', ru: 'Обращения' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'company', 'status', 'held', 'assignee', 'form', 'language', 'createdAt'],
    components: { beforeListTable: ['/cms/components/inbox/InboxBar#InboxBar'] },
    listSearchableFields: [...enquirySearchFields],
    group: { zh: '客户', en: 'Customers', ru: 'Клиенты' },
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: staffWith('inbox'), update: staffWith('inbox'), delete: isAdmin },
  endpoints: [assigneesEndpoint],
  fields: [
    // What the visitor sent (read-only), then the staff's handling (sidebar). The CSV export has
    // one column per field, in this order.
    { name: 'content', type: 'textarea', required: true, label: { zh: '咨询内容', en: 'Content', ru: 'Текст обращения' }, admin: readOnly },
    { name: 'email', type: 'text', required: true, index: true, label: { zh: '邮箱', en: 'Email', ru: 'E-mail' }, admin: readOnly },
    { name: 'name', type: 'text', label: { zh: '姓名', en: 'Name', ru: 'Имя' }, admin: readOnly },
    { name: 'company', type: 'text', label: { zh: '公司', en: 'Company', ru: 'Компания' }, admin: readOnly },
    { name: 'telephone', type: 'text', label: { zh: '电话', en: 'Telephone', ru: 'Телефон' }, admin: readOnly },
    { name: 'productModel', type: 'text', label: { zh: '产品型号', en: 'Product model', ru: 'Модель продукта' }, admin: readOnly },
    { name: 'applicationIndustry', type: 'text', label: { zh: '应用行业', en: 'Industry', ru: 'Отрасль применения' }, admin: readOnly },
    {
      name: 'language',
      type: 'select',
      required: true,
      index: true,
      label: { zh: '语言', en: 'Language', ru: 'Язык' },
      options: locales.map((locale) => ({ value: locale, label: nativeLanguageName(locale) })),
      admin: readOnly,
    },
    {
      name: 'form',
      type: 'select',
      required: true,
      index: true,
      label: { zh: '来源表单', en: 'Sent from', ru: 'Форма отправки' },
      options: enquiryForms.map((form) => ({ value: form, label: enquiryFormLabels[form] })),
      admin: readOnly,
    },
    {
      // Issue 29: the where-to-buy partner the visitor wrote to ("contact this partner").
      name: 'partner',
      type: 'relationship',
      relationTo: 'partners',
      index: true,
      label: { zh: '合作伙伴', en: 'Partner', ru: 'Партнёр' },
      admin: readOnly,
    },
    {
      // Issue 29: the MDM price estimate sent with the enquiry, priced again by the server.
      name: 'estimate',
      type: 'textarea',
      label: { zh: 'MDM 估价', en: 'MDM estimate', ru: 'Расчёт стоимости MDM' },
      admin: readOnly,
    },
    {
      // The visitor's page when the form was sent (the request's same-site Referer), for staff.
      name: 'page',
      type: 'text',
      label: { zh: '来源页面', en: 'Page of origin', ru: 'Страница отправки' },
      admin: readOnly,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      label: { zh: '状态', en: 'Status', ru: 'Статус' },
      options: enquiryStatuses.map((status) => ({ value: status, label: enquiryStatusLabels[status] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      label: { zh: '负责人', en: 'Assignee', ru: 'Ответственный' },
      // Issue 38: anyone who works the inbox (the sales staff and administrators), chosen and shown
      // by e-mail although a salesperson may read no account but their own (issue 26).
      validate: validateAssignee,
      admin: {
        position: 'sidebar',
        components: { Field: '/cms/components/inbox/AssigneeField#AssigneeField', Cell: '/cms/components/RelatedTitleCell#RelatedTitleCell' },
      },
    },
    { name: 'staffNote', type: 'textarea', label: { zh: '处理备注', en: 'Staff note', ru: 'Заметка сотрудника' }, admin: { position: 'sidebar' } },
    {
      // Issue 37: past the per-e-mail limit an enquiry is still stored, held, and mailed to no one.
      name: 'held',
      type: 'select',
      index: true,
      label: { zh: '暂缓', en: 'Held', ru: 'Задержано' },
      options: enquiryHoldReasons.map((reason) => ({ value: reason, label: enquiryHoldLabels[reason] })),
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
