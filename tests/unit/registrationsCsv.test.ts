/** The organiser's CSV of registrations (rules/registrationsCsv.ts): columns, labels, answers. */
import { describe, expect, it } from 'vitest'

import { registrationsCsvDocument, type CsvQuestion, type CsvRegistration } from '../../src/rules/registrationsCsv'

const questions: CsvQuestion[] = [
  { key: 'track', label: '您的方向', type: 'single', options: [{ value: 'dev', label: '应用开发' }, { value: 'ops', label: '运维' }] },
  { key: 'topics', label: 'Topics', type: 'multiple', options: [{ value: 'a', label: 'Alpha' }, { value: 'b', label: 'Beta' }] },
  { key: 'note', label: 'Note', type: 'text' },
]

const guest: CsvRegistration = {
  code: 'ABCD-EFGH-JKLM',
  name: '李雷',
  company: '=cmd|calc',
  jobTitle: 'Engineer, senior',
  phone: '13800138000',
  email: 'li@example.com',
  status: 'confirmed',
  checkedIn: true,
  signedInAt: '2026-11-24T10:05:00.000Z',
  signInNumber: 3,
  signInMethod: 'phone',
  source: 'mobile',
  language: 'zh',
  createdAt: '2026-11-20T01:00:00.000Z',
  answers: { track: 'ops', topics: ['a', 'b'], note: 'hi "there"' },
}

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n')

describe('registrationsCsvDocument', () => {
  it('writes Chinese column titles, labels and answers by option label, one row per registration', () => {
    const csv = registrationsCsvDocument(questions, [guest], 'zh')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const [header, row, end] = lines(csv)
    expect(header).toBe('参会码,姓名,公司,职位,手机号,邮箱,状态,已签到,签到时间,签到序号,签到方式,来源,语言,报名时间,您的方向,Topics,Note')
    expect(row).toBe(
      `ABCD-EFGH-JKLM,李雷,'=cmd|calc,"Engineer, senior",13800138000,li@example.com,已报名,是,2026-11-24 18:05:00 +08:00,3,手机号,手机微站,zh,2026-11-20 09:00:00 +08:00,运维,Alpha; Beta,"hi ""there"""`,
    )
    expect(end).toBe('')
  })

  it('writes English titles and labels, and empty cells for what a registration lacks', () => {
    const bare: CsvRegistration = { ...guest, status: 'cancelled', checkedIn: false, signedInAt: null, signInNumber: null, signInMethod: null, source: 'invitation', answers: null }
    const [header, row] = lines(registrationsCsvDocument(questions.slice(0, 1), [bare], 'en'))
    expect(header).toBe('Code,Name,Company,Job title,Mobile,E-mail,Status,Checked in,Checked in at,Arrival no.,Checked in by,Came from,Language,Registered at,您的方向')
    expect(row).toBe(`ABCD-EFGH-JKLM,李雷,'=cmd|calc,"Engineer, senior",13800138000,li@example.com,Cancelled,no,,,,Invitation,zh,2026-11-20 09:00:00 +08:00,`)
  })

  it('shows an answer that is not one of the options as given', () => {
    const [, row] = lines(registrationsCsvDocument(questions.slice(0, 1), [{ ...guest, answers: { track: 'gone' } }], 'en'))
    expect(row.endsWith(',gone')).toBe(true)
  })
})
