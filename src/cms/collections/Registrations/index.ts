import type { CollectionConfig } from 'payload'

import { areaAccess } from '../../access'
import { locales } from '../../../rules/language'
import { nativeLanguageName } from '../../../rules/languageNames'
import { registrationSources, registrationStatuses, signInMethods } from '../../../rules/events/registrationChoices'
import { assignPersonalCode, validatePersonalCode } from '../../hooks/personalCode'
import { normaliseEmailField, normalisePhoneField } from './hooks/normaliseContact'
import { releaseSeat } from './hooks/releaseSeat'
import { syncCheckIn } from './hooks/syncCheckIn'

const readOnly = { readOnly: true }

/**
 * Registrations for events (docs/events.md). Created by the data layer behind POST
 * /api/front/{hash} and the invitation answer, or by staff at the desk. The unique indexes are
 * the rules themselves, so that no race of two submissions can break them:
 *   one registration per phone per event, one per e-mail per event,
 *   at most `capacity` public seats per event (seat numbers 1..capacity, unique per event),
 *   one sign-in number per event,
 *   one registration per invitation.
 */
export const Registrations: CollectionConfig = {
  slug: 'registrations',
  labels: { singular: { zh: '活动报名', en: 'Registration', ru: 'Регистрация на мероприятие' }, plural: { zh: '活动报名', en: 'Registrations', ru: 'Регистрации на мероприятия' } },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'company', 'jobTitle', 'phone', 'email', 'event', 'code', 'checkedIn', 'signedInAt', 'status', 'createdAt'],
    listSearchableFields: ['name', 'company', 'phone', 'email', 'code'],
    group: { zh: '活动', en: 'Events', ru: 'Мероприятия' },
    pagination: { defaultLimit: 50 },
    components: { beforeListTable: ['/cms/components/RegistrationsExport#RegistrationsExport'] },
  },
  defaultSort: '-createdAt',
  access: areaAccess('registrations'),
  hooks: { beforeChange: [releaseSeat, syncCheckIn] },
  indexes: [
    { fields: ['phone', 'event'], unique: true },
    { fields: ['email', 'event'], unique: true },
    { fields: ['seat', 'event'], unique: true },
    { fields: ['signInNumber', 'event'], unique: true },
  ],
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
      label: { zh: '参会码', en: 'Check-in code', ru: 'Код участника' },
      hooks: { beforeValidate: [assignPersonalCode] },
      validate: validatePersonalCode,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'invitation',
      type: 'relationship',
      relationTo: 'invitations',
      unique: true,
      index: true,
      label: { zh: '来自邀请函', en: 'From invitation', ru: 'По приглашению' },
      admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.invitation) },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'confirmed',
      index: true,
      label: { zh: '状态', en: 'Status', ru: 'Статус' },
      options: registrationStatuses.options,
      admin: { position: 'sidebar' },
    },
    {
      name: 'checkedIn',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { zh: '已签到', en: 'Checked in', ru: 'Прибытие отмечено' },
      admin: { position: 'sidebar' },
    },
    {
      name: 'signedInAt',
      type: 'date',
      index: true,
      label: { zh: '签到时间', en: 'Checked in at', ru: 'Время прибытия' },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm:ss' } },
    },
    { name: 'signInNumber', type: 'number', label: { zh: '签到序号', en: 'Arrival number', ru: 'Номер прибытия' }, admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'signInMethod',
      type: 'select',
      label: { zh: '签到方式', en: 'Checked in by', ru: 'Способ отметки' },
      options: signInMethods.options,
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'name', type: 'text', required: true, label: { zh: '姓名', en: 'Name', ru: 'ФИО' } },
    { name: 'company', type: 'text', required: true, index: true, label: { zh: '公司', en: 'Company', ru: 'Компания' } },
    { name: 'jobTitle', type: 'text', required: true, label: { zh: '职位', en: 'Job title', ru: 'Должность' } },
    {
      name: 'phone',
      type: 'text',
      required: true,
      index: true,
      label: { zh: '手机号', en: 'Mobile number', ru: 'Мобильный телефон' },
      hooks: { beforeValidate: [normalisePhoneField] },
    },
    {
      name: 'email',
      type: 'text',
      required: true,
      index: true,
      label: { zh: '邮箱', en: 'E-mail', ru: 'Эл. почта' },
      hooks: { beforeValidate: [normaliseEmailField] },
    },
    {
      name: 'answers',
      type: 'json',
      label: { zh: '附加问题回答', en: 'Answers to the extra questions', ru: 'Ответы на дополнительные вопросы' },
      // Issue 38: a table of question → answer (Payload's JSON editor loads its code from a CDN).
      admin: { readOnly: true, disableListFilter: true, components: { Field: '/cms/components/registrations/RegistrationAnswers#RegistrationAnswers' } },
    },
    {
      name: 'language',
      type: 'select',
      required: true,
      defaultValue: 'zh',
      label: { zh: '语言', en: 'Language', ru: 'Язык' },
      options: locales.map((locale) => ({ value: locale, label: nativeLanguageName(locale) })),
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'admin',
      label: { zh: '来源', en: 'Came from', ru: 'Источник' },
      options: registrationSources.options,
      admin: readOnly,
    },
    {
      name: 'seat',
      type: 'number',
      label: { zh: '公开名额序号', en: 'Public seat', ru: 'Место открытой регистрации' },
      admin: { readOnly: true, description: { zh: '公开报名占用的名额；受邀嘉宾与后台录入不占名额', en: 'The public seat taken; invited guests and staff entries take none', ru: 'Место, занятое через открытую регистрацию; приглашённые гости и участники, добавленные сотрудниками, мест не занимают' } },
    },
  ],
}
