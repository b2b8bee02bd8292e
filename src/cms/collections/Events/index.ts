import type { CollectionConfig, TextFieldSingleValidation } from 'payload'

import { contentAccess, eventsRead, requestRole } from '../../access'
import { roleMay } from '../../../rules/roles'
import { tags } from '../../../rules/tags'
import { imageField, localizedText } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'
import { scheduledDraftVersions } from '../../versions'
import { eventTokenPattern, invitationPages, reservedEventTokens } from '../../../rules/eventRoutes'
import { agendaTab } from './agendaTab'
import { dateTime } from './fields'
import { assignHash } from './hooks/assignHash'
import { registrationTab } from './registrationTab'

const validateToken: TextFieldSingleValidation = (value) => {
  if (typeof value !== 'string' || !eventTokenPattern.test(value)) {
    return '网址须以小写字母开头，由 3–32 个小写字母或数字组成 / The address is 3–32 lower-case letters or digits, starting with a letter'
  }
  if (reservedEventTokens.has(value)) return '该网址已被网站页面占用 / This address is taken by a page of the site'
  return true
}

/**
 * Events (docs/events.md): the developer conference and later events, each with a microsite at
 * /{token} and /{token}-en, a public registration form posting to /api/front/{hash}, venue
 * check-in, and optionally an invitation page family and the anniversary sign-in page.
 */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: { zh: '活动', en: 'Event', ru: 'Мероприятие' }, plural: { zh: '活动', en: 'Events', ru: 'Мероприятия' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'token', 'startsAt', 'capacity', 'invitationPage'],
    listSearchableFields: ['title', 'token'],
    group: { zh: '活动', en: 'Events', ru: 'Мероприятия' },
  },
  defaultSort: '-startsAt',
  access: { ...contentAccess, read: eventsRead },
  versions: scheduledDraftVersions,
  hooks: revalidateCollection(tags.events),
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { zh: '基本信息', en: 'Event', ru: 'Основное' },
          fields: [
            localizedText('title', { zh: '活动名称', en: 'Title', ru: 'Название мероприятия' }, { required: true }),
            localizedText('subtitle', { zh: '副标题', en: 'Subtitle', ru: 'Подзаголовок' }, { textarea: true }),
            {
              type: 'row',
              fields: [dateTime('startsAt', { zh: '开始时间', en: 'Starts', ru: 'Начало' }, true), dateTime('endsAt', { zh: '结束时间', en: 'Ends', ru: 'Окончание' }, true)],
            },
            imageField('heroImage', { zh: '主视觉', en: 'Hero picture', ru: 'Главное изображение' }),
            localizedText('intro', { zh: '活动介绍', en: 'About the event', ru: 'О мероприятии' }, { textarea: true }),
            {
              name: 'highlights',
              type: 'array',
              label: { zh: '活动亮点', en: 'Highlights', ru: 'Ключевые моменты' },
              maxRows: 6,
              fields: [
                localizedText('title', { zh: '标题', en: 'Title', ru: 'Заголовок' }, { required: true }),
                localizedText('text', { zh: '说明', en: 'Text', ru: 'Описание' }, { textarea: true }),
              ],
            },
            {
              name: 'theme',
              type: 'select',
              defaultValue: 'conference',
              required: true,
              label: { zh: '页面风格', en: 'Look', ru: 'Оформление' },
              options: [
                { value: 'conference', label: { zh: '大会（藏青）', en: 'Conference (navy)', ru: 'Конференция (тёмно-синий)' } },
                { value: 'gala', label: { zh: '庆典（金色）', en: 'Gala (gold)', ru: 'Торжество (золотой)' } },
                { value: 'launch', label: { zh: '发布会（橙色）', en: 'Launch (orange)', ru: 'Презентация продукта (оранжевый)' } },
              ],
            },
          ],
        },
        {
          label: { zh: '场地', en: 'Venue', ru: 'Площадка' },
          fields: [
            {
              name: 'venue',
              type: 'group',
              label: { zh: '场地', en: 'Venue', ru: 'Площадка' },
              fields: [
                localizedText('name', { zh: '场地名称', en: 'Name', ru: 'Название площадки' }, { required: true }),
                localizedText('address', { zh: '地址', en: 'Address', ru: 'Адрес' }),
                imageField('map', { zh: '地图', en: 'Map picture', ru: 'Карта (изображение)' }),
                { name: 'mapUrl', type: 'text', label: { zh: '在线地图链接', en: 'Online map link', ru: 'Ссылка на онлайн-карту' } },
                localizedText('directions', { zh: '交通指引', en: 'Getting there', ru: 'Как добраться' }, { textarea: true }),
              ],
            },
          ],
        },
        agendaTab,
        registrationTab,
        {
          label: { zh: '邀请函', en: 'Invitation', ru: 'Приглашение' },
          fields: [
            {
              name: 'invitation',
              type: 'group',
              label: { zh: '邀请函', en: 'Invitation', ru: 'Приглашение' },
              fields: [
                localizedText('letter', { zh: '邀请函正文', en: 'Letter', ru: 'Текст приглашения' }, { textarea: true }),
                localizedText('signature', { zh: '落款', en: 'Signed', ru: 'Подпись' }),
                imageField('image', { zh: '邀请函插图', en: 'Invitation picture', ru: 'Иллюстрация к приглашению' }),
              ],
            },
          ],
        },
        {
          label: { zh: '报名名单', en: 'Registrations', ru: 'Список участников' },
          fields: [
            {
              name: 'registrationsTools',
              type: 'ui',
              admin: { components: { Field: '/cms/components/EventRegistrationsPanel#EventRegistrationsPanel' } },
            },
            {
              name: 'registrations',
              type: 'join',
              collection: 'registrations',
              on: 'event',
              label: { zh: '报名名单', en: 'Registrations', ru: 'Список участников' },
              access: { read: ({ req }) => roleMay(requestRole(req), 'registrations') },
              defaultLimit: 20,
              defaultSort: '-createdAt',
              admin: { defaultColumns: ['name', 'company', 'phone', 'code', 'status', 'signedInAt'] },
            },
          ],
        },
      ],
    },
    {
      name: 'token',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { zh: '微站网址', en: 'Microsite address', ru: 'Адрес микросайта' },
      validate: validateToken,
      admin: {
        position: 'sidebar',
        description: {
          zh: '微站位于 /{网址}（中文）与 /{网址}-en（英文），例如 cpdc2024',
          en: 'The microsite is at /{address} (Chinese) and /{address}-en (English), e.g. cpdc2024',
          ru: 'Микросайт открывается по адресу /{адрес} (на китайском) и /{адрес}-en (на английском), например cpdc2024',
        },
      },
    },
    {
      name: 'hash',
      type: 'text',
      unique: true,
      index: true,
      label: { zh: '报名接口标识', en: 'API id', ru: 'Идентификатор API' },
      hooks: { beforeValidate: [assignHash] },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: { zh: '报名接口 /api/front/{标识}，自动生成', en: 'Registration API /api/front/{id}; generated', ru: 'API регистрации: /api/front/{идентификатор}; создаётся автоматически' },
      },
    },
    {
      name: 'invitationPage',
      type: 'select',
      index: true,
      label: { zh: '邀请函页面', en: 'Invitation pages', ru: 'Страницы приглашений' },
      options: invitationPages.map((page) => ({ value: page, label: `/${page}` })),
      admin: { position: 'sidebar', description: { zh: '同一页面绑定多个活动时，取最近开始的一个', en: 'If several events use one page, the latest one wins', ru: 'Если к одной странице привязано несколько мероприятий, используется то, что начинается позже всех' } },
    },
    {
      name: 'anniversarySignIn',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { zh: '周年庆签到页（/anniversary-sign-in）', en: 'Anniversary sign-in page (/anniversary-sign-in)', ru: 'Страница отметки о прибытии на юбилей (/anniversary-sign-in)' },
      admin: { position: 'sidebar' },
    },
  ],
}
