import type { CollectionConfig, Field, TextFieldSingleValidation } from 'payload'

import { contentRead, staffOnly } from '../../access'
import { tags } from '../../../rules/tags'
import { imageField, localizedText } from '../../fields'
import { revalidateCollection } from '../../hooks/revalidate'
import { scheduledDraftVersions } from '../../versions'
import { eventTokenPattern, invitationPages, reservedEventTokens } from '../../../rules/eventRoutes'
import { questionTypes } from '../../../rules/registration'
import { assignHash } from './hooks/assignHash'
import { questionKeys } from './hooks/questionKeys'

const validateToken: TextFieldSingleValidation = (value) => {
  if (typeof value !== 'string' || !eventTokenPattern.test(value)) {
    return '网址须以小写字母开头，由 3–32 个小写字母或数字组成 / The address is 3–32 lower-case letters or digits, starting with a letter'
  }
  if (reservedEventTokens.has(value)) return '该网址已被网站页面占用 / This address is taken by a page of the site'
  return true
}

/** A field laid out at a share of its row. */
const width = (field: Field, share: string): Field => ({ ...field, admin: { ...('admin' in field ? field.admin : {}), width: share } }) as Field

const dateTime = (name: string, label: { zh: string; en: string }, required = false): Field => ({
  name,
  type: 'date',
  required,
  label,
  admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm', displayFormat: 'yyyy-MM-dd HH:mm' } },
})

/**
 * Events (docs/events.md): the developer conference and later events, each with a microsite at
 * /{token} and /{token}-en, a public registration form posting to /api/front/{hash}, venue
 * check-in, and optionally an invitation page family and the anniversary sign-in page.
 */
export const Events: CollectionConfig = {
  slug: 'events',
  labels: { singular: { zh: '活动', en: 'Event' }, plural: { zh: '活动', en: 'Events' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'token', 'startsAt', 'capacity', 'invitationPage'],
    listSearchableFields: ['title', 'token'],
    group: { zh: '活动', en: 'Events' },
  },
  defaultSort: '-startsAt',
  access: { read: contentRead, create: staffOnly, update: staffOnly, delete: staffOnly },
  versions: scheduledDraftVersions,
  hooks: revalidateCollection(tags.events),
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: { zh: '基本信息', en: 'Event' },
          fields: [
            localizedText('title', { zh: '活动名称', en: 'Title' }, { required: true }),
            localizedText('subtitle', { zh: '副标题', en: 'Subtitle' }, { textarea: true }),
            {
              type: 'row',
              fields: [dateTime('startsAt', { zh: '开始时间', en: 'Starts' }, true), dateTime('endsAt', { zh: '结束时间', en: 'Ends' }, true)],
            },
            imageField('heroImage', { zh: '主视觉', en: 'Hero picture' }),
            localizedText('intro', { zh: '活动介绍', en: 'About the event' }, { textarea: true }),
            {
              name: 'highlights',
              type: 'array',
              label: { zh: '活动亮点', en: 'Highlights' },
              maxRows: 6,
              fields: [
                localizedText('title', { zh: '标题', en: 'Title' }, { required: true }),
                localizedText('text', { zh: '说明', en: 'Text' }, { textarea: true }),
              ],
            },
            {
              name: 'theme',
              type: 'select',
              defaultValue: 'conference',
              required: true,
              label: { zh: '页面风格', en: 'Look' },
              options: [
                { value: 'conference', label: { zh: '大会（藏青）', en: 'Conference (navy)' } },
                { value: 'gala', label: { zh: '庆典（金色）', en: 'Gala (gold)' } },
                { value: 'launch', label: { zh: '发布会（橙色）', en: 'Launch (orange)' } },
              ],
            },
          ],
        },
        {
          label: { zh: '场地', en: 'Venue' },
          fields: [
            {
              name: 'venue',
              type: 'group',
              label: { zh: '场地', en: 'Venue' },
              fields: [
                localizedText('name', { zh: '场地名称', en: 'Name' }, { required: true }),
                localizedText('address', { zh: '地址', en: 'Address' }),
                imageField('map', { zh: '地图', en: 'Map picture' }),
                { name: 'mapUrl', type: 'text', label: { zh: '在线地图链接', en: 'Online map link' } },
                localizedText('directions', { zh: '交通指引', en: 'Getting there' }, { textarea: true }),
              ],
            },
          ],
        },
        {
          label: { zh: '议程与嘉宾', en: 'Agenda & speakers' },
          fields: [
            {
              name: 'agenda',
              type: 'array',
              label: { zh: '议程', en: 'Agenda' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'time', type: 'text', required: true, label: { zh: '时间', en: 'Time' }, admin: { width: '20%' } },
                    width(localizedText('title', { zh: '议题', en: 'Session' }, { required: true }), '50%'),
                    width(localizedText('speaker', { zh: '演讲人', en: 'Speaker' }), '30%'),
                  ],
                },
                localizedText('description', { zh: '简介', en: 'Description' }, { textarea: true }),
              ],
            },
            {
              name: 'speakers',
              type: 'array',
              label: { zh: '演讲嘉宾', en: 'Speakers' },
              fields: [
                localizedText('name', { zh: '姓名', en: 'Name' }, { required: true }),
                localizedText('role', { zh: '职务', en: 'Role' }),
                localizedText('bio', { zh: '简介', en: 'Bio' }, { textarea: true }),
                imageField('photo', { zh: '照片', en: 'Photo' }),
              ],
            },
            {
              name: 'partners',
              type: 'array',
              label: { zh: '合作伙伴', en: 'Partners' },
              fields: [
                localizedText('name', { zh: '名称', en: 'Name' }, { required: true }),
                {
                  name: 'tier',
                  type: 'select',
                  defaultValue: 'partner',
                  required: true,
                  label: { zh: '类别', en: 'Kind' },
                  options: [
                    { value: 'host', label: { zh: '主办', en: 'Host' } },
                    { value: 'sponsor', label: { zh: '赞助', en: 'Sponsor' } },
                    { value: 'partner', label: { zh: '合作伙伴', en: 'Partner' } },
                    { value: 'media', label: { zh: '媒体', en: 'Media' } },
                  ],
                },
                imageField('logo', { zh: '标志', en: 'Logo' }),
                { name: 'url', type: 'text', label: { zh: '网址', en: 'Website' } },
              ],
            },
          ],
        },
        {
          label: { zh: '报名', en: 'Registration' },
          fields: [
            {
              name: 'registration',
              type: 'group',
              label: { zh: '报名设置', en: 'Registration' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    dateTime('opensAt', { zh: '报名开始', en: 'Opens' }),
                    dateTime('closesAt', { zh: '报名截止（留空则在活动开始时截止）', en: 'Closes (empty: when the event starts)' }),
                  ],
                },
                {
                  name: 'capacity',
                  type: 'number',
                  min: 0,
                  label: { zh: '公开报名名额', en: 'Seats for public registration' },
                  admin: {
                    step: 1,
                    description: {
                      zh: '留空或 0 表示不限；受邀嘉宾不占公开名额',
                      en: 'Empty or 0: no limit. Invited guests do not take public seats',
                    },
                  },
                },
                {
                  name: 'questions',
                  type: 'array',
                  label: { zh: '附加问题', en: 'Extra questions' },
                  maxRows: 10,
                  hooks: { beforeValidate: [questionKeys] },
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        {
                          name: 'key',
                          type: 'text',
                          label: { zh: '字段名', en: 'Key' },
                          admin: { width: '25%', description: { zh: '导出表格的列名，留空自动生成', en: 'CSV column; generated when empty' } },
                        },
                        width(localizedText('label', { zh: '问题', en: 'Question' }, { required: true }), '45%'),
                        {
                          name: 'type',
                          type: 'select',
                          required: true,
                          defaultValue: 'text',
                          label: { zh: '类型', en: 'Type' },
                          admin: { width: '20%' },
                          options: questionTypes.map((value) => ({
                            value,
                            label: { text: { zh: '填空', en: 'Text' }, single: { zh: '单选', en: 'One choice' }, multiple: { zh: '多选', en: 'Several choices' } }[value],
                          })),
                        },
                        { name: 'required', type: 'checkbox', defaultValue: false, label: { zh: '必填', en: 'Required' }, admin: { width: '10%' } },
                      ],
                    },
                    {
                      name: 'options',
                      type: 'array',
                      label: { zh: '选项', en: 'Options' },
                      admin: { condition: (_, row) => row?.type === 'single' || row?.type === 'multiple' },
                      fields: [
                        {
                          type: 'row',
                          fields: [
                            { name: 'value', type: 'text', label: { zh: '值', en: 'Value' }, admin: { width: '30%' } },
                            width(localizedText('label', { zh: '选项', en: 'Option' }, { required: true }), '70%'),
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: { zh: '邀请函', en: 'Invitation' },
          fields: [
            {
              name: 'invitation',
              type: 'group',
              label: { zh: '邀请函', en: 'Invitation' },
              fields: [
                localizedText('letter', { zh: '邀请函正文', en: 'Letter' }, { textarea: true }),
                localizedText('signature', { zh: '落款', en: 'Signed' }),
                imageField('image', { zh: '邀请函插图', en: 'Invitation picture' }),
              ],
            },
          ],
        },
        {
          label: { zh: '报名名单', en: 'Registrations' },
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
              label: { zh: '报名名单', en: 'Registrations' },
              access: { read: ({ req }) => Boolean(req.user) },
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
      label: { zh: '微站网址', en: 'Microsite address' },
      validate: validateToken,
      admin: {
        position: 'sidebar',
        description: {
          zh: '微站位于 /{网址}（中文）与 /{网址}-en（英文），例如 cpdc2024',
          en: 'The microsite is at /{address} (Chinese) and /{address}-en (English), e.g. cpdc2024',
        },
      },
    },
    {
      name: 'hash',
      type: 'text',
      unique: true,
      index: true,
      label: { zh: '报名接口标识', en: 'API id' },
      hooks: { beforeValidate: [assignHash] },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: { zh: '报名接口 /api/front/{标识}，自动生成', en: 'Registration API /api/front/{id}; generated' },
      },
    },
    {
      name: 'invitationPage',
      type: 'select',
      index: true,
      label: { zh: '邀请函页面', en: 'Invitation pages' },
      options: invitationPages.map((page) => ({ value: page, label: `/${page}` })),
      admin: { position: 'sidebar', description: { zh: '同一页面绑定多个活动时，取最近开始的一个', en: 'If several events use one page, the latest one wins' } },
    },
    {
      name: 'anniversarySignIn',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { zh: '周年庆签到页（/anniversary-sign-in）', en: 'Anniversary sign-in page (/anniversary-sign-in)' },
      admin: { position: 'sidebar' },
    },
  ],
}
