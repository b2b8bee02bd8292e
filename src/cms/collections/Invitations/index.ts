import type { CollectionConfig } from 'payload'

import { areaAccess } from '../../access'
import { locales } from '../../../rules/language'
import { nativeLanguageName } from '../../../rules/languageNames'
import { tags } from '../../../rules/tags'
import { revalidateCollection } from '../../hooks/revalidate'
import { assignPersonalCode, validatePersonalCode } from '../../hooks/personalCode'

/**
 * Personal invitations (docs/events.md): staff add a guest, the guest gets a link with a personal
 * code (/invitation2025/{code}, /mega1-invitation/{code}) and accepts — which registers them, with
 * the details they confirm — or declines.
 */
export const Invitations: CollectionConfig = {
  slug: 'invitations',
  labels: { singular: { zh: '邀请函', en: 'Invitation', ru: 'Приглашение' }, plural: { zh: '邀请函', en: 'Invitations', ru: 'Приглашения' } },
  admin: {
    useAsTitle: 'guestName',
    defaultColumns: ['guestName', 'company', 'event', 'code', 'status', 'respondedAt'],
    listSearchableFields: ['guestName', 'company', 'code', 'phone', 'email'],
    group: { zh: '活动', en: 'Events', ru: 'Мероприятия' },
  },
  defaultSort: '-createdAt',
  access: areaAccess('registrations'),
  hooks: revalidateCollection(tags.invitations),
  fields: [
    {
      name: 'event',
      type: 'relationship',
      relationTo: 'events',
      required: true,
      index: true,
      label: { zh: '活动', en: 'Event', ru: 'Мероприятие' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'code',
      type: 'text',
      unique: true,
      index: true,
      label: { zh: '邀请码', en: 'Invitation code', ru: 'Код приглашения' },
      hooks: { beforeValidate: [assignPersonalCode] },
      validate: validatePersonalCode,
      admin: { position: 'sidebar', readOnly: true, description: { zh: '嘉宾专属链接的一部分，自动生成', en: 'Part of the guest’s own link; generated', ru: 'Часть персональной ссылки гостя; создаётся автоматически' } },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      label: { zh: '回复', en: 'Answer', ru: 'Ответ' },
      options: [
        { value: 'pending', label: { zh: '待回复', en: 'Awaiting answer', ru: 'Ожидает ответа' } },
        { value: 'accepted', label: { zh: '已接受', en: 'Accepted', ru: 'Принято' } },
        { value: 'declined', label: { zh: '已婉拒', en: 'Declined', ru: 'Отклонено' } },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'respondedAt', type: 'date', label: { zh: '回复时间', en: 'Answered at', ru: 'Дата ответа' }, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'registrations',
      type: 'join',
      collection: 'registrations',
      on: 'invitation',
      label: { zh: '对应报名', en: 'Registration', ru: 'Регистрация' },
      admin: { defaultColumns: ['name', 'phone', 'code', 'status', 'checkedIn'], allowCreate: false },
    },
    { name: 'guestName', type: 'text', required: true, label: { zh: '嘉宾姓名', en: 'Guest', ru: 'Имя гостя' } },
    {
      name: 'salutation',
      type: 'text',
      label: { zh: '称呼', en: 'Salutation', ru: 'Обращение' },
      admin: { description: { zh: '如“王总”“Dr. Wang”，留空则用姓名', en: 'e.g. “王总”, “Dr. Wang”; the name when empty', ru: 'Например, «王总» или «Dr. Wang»; если пусто, используется имя' } },
    },
    { name: 'company', type: 'text', label: { zh: '公司', en: 'Company', ru: 'Компания' } },
    { name: 'jobTitle', type: 'text', label: { zh: '职位', en: 'Job title', ru: 'Должность' } },
    { name: 'phone', type: 'text', label: { zh: '手机号', en: 'Mobile number', ru: 'Мобильный телефон' } },
    { name: 'email', type: 'text', label: { zh: '邮箱', en: 'E-mail', ru: 'Эл. почта' } },
    {
      name: 'language',
      type: 'select',
      defaultValue: 'zh',
      label: { zh: '邀请函语言', en: 'Language', ru: 'Язык приглашения' },
      options: locales.map((locale) => ({ value: locale, label: nativeLanguageName(locale) })),
    },
    { name: 'note', type: 'textarea', label: { zh: '备注', en: 'Note', ru: 'Примечание' } },
  ],
}
