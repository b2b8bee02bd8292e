import type { Tab } from 'payload'

import { localizedText } from '../../fields'
import { questionTypes } from '../../../rules/registration'

import { dateTime, width } from './fields'
import { questionKeys } from './hooks/questionKeys'

/** The registration form: its window, seats and the organiser's own questions. */
export const registrationTab: Tab = {
  label: { zh: '报名', en: 'Registration', ru: 'Регистрация' },
  fields: [
    {
      name: 'registration',
      type: 'group',
      label: { zh: '报名设置', en: 'Registration', ru: 'Настройки регистрации' },
      fields: [
        {
          type: 'row',
          fields: [
            dateTime('opensAt', { zh: '报名开始', en: 'Opens', ru: 'Начало регистрации' }),
            dateTime('closesAt', { zh: '报名截止（留空则在活动开始时截止）', en: 'Closes (empty: when the event starts)', ru: 'Окончание регистрации (если пусто — в момент начала мероприятия)' }),
          ],
        },
        {
          name: 'capacity',
          type: 'number',
          min: 0,
          label: { zh: '公开报名名额', en: 'Seats for public registration', ru: 'Места для открытой регистрации' },
          admin: {
            step: 1,
            description: {
              zh: '留空或 0 表示不限；受邀嘉宾不占公开名额',
              en: 'Empty or 0: no limit. Invited guests do not take public seats',
              ru: 'Пусто или 0 — без ограничений. Приглашённые гости не занимают места открытой регистрации',
            },
          },
        },
        {
          name: 'questions',
          type: 'array',
          label: { zh: '附加问题', en: 'Extra questions', ru: 'Дополнительные вопросы' },
          maxRows: 10,
          hooks: { beforeValidate: [questionKeys] },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'key',
                  type: 'text',
                  label: { zh: '字段名', en: 'Key', ru: 'Ключ' },
                  admin: { width: '25%', description: { zh: '导出表格的列名，留空自动生成', en: 'CSV column; generated when empty', ru: 'Название столбца в CSV-выгрузке; если пусто, создаётся автоматически' } },
                },
                width(localizedText('label', { zh: '问题', en: 'Question', ru: 'Вопрос' }, { required: true }), '45%'),
                {
                  name: 'type',
                  type: 'select',
                  required: true,
                  defaultValue: 'text',
                  label: { zh: '类型', en: 'Type', ru: 'Тип' },
                  admin: { width: '20%' },
                  options: questionTypes.map((value) => ({
                    value,
                    label: { text: { zh: '填空', en: 'Text', ru: 'Свободный ответ' }, single: { zh: '单选', en: 'One choice', ru: 'Один вариант' }, multiple: { zh: '多选', en: 'Several choices', ru: 'Несколько вариантов' } }[value],
                  })),
                },
                { name: 'required', type: 'checkbox', defaultValue: false, label: { zh: '必填', en: 'Required', ru: 'Обязательный' }, admin: { width: '10%' } },
              ],
            },
            {
              name: 'options',
              type: 'array',
              label: { zh: '选项', en: 'Options', ru: 'Варианты ответа' },
              admin: { condition: (_, row) => row?.type === 'single' || row?.type === 'multiple' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'value', type: 'text', label: { zh: '值', en: 'Value', ru: 'Значение' }, admin: { width: '30%' } },
                    width(localizedText('label', { zh: '选项', en: 'Option', ru: 'Вариант' }, { required: true }), '70%'),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
