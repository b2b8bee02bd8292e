import { describe, expect, it } from 'vitest'

import { enquirySearchFields, inboxFilterFrom, inboxWhere, withInboxFilter } from '@/rules/inbox'

describe('inbox filter bar', () => {
  it('writes its choices into the list where, a day range in company time with the last day included', () => {
    expect(withInboxFilter({}, { status: 'inProgress', form: 'quick', language: 'en', from: '2026-11-01', to: '2026-11-24' })).toEqual({
      status: { equals: 'inProgress' },
      form: { equals: 'quick' },
      language: { equals: 'en' },
      createdAt: { greater_than_equal: '2026-10-31T16:00:00.000Z', less_than: '2026-11-24T16:00:00.000Z' },
    })
  })

  it('reads back what it wrote', () => {
    const filter = { status: 'spam', form: 'dialog', language: 'zh', from: '2026-01-31', to: '2026-02-01' } as const
    expect(inboxFilterFrom(withInboxFilter({}, filter))).toEqual(filter)
    expect(inboxFilterFrom(withInboxFilter({}, { to: '2026-03-01' }))).toEqual({ to: '2026-03-01' })
  })

  it("keeps Payload's own filter builder conditions and removes an unset choice", () => {
    const builder = { or: [{ and: [{ email: { like: 'acme' } }] }] }
    const where = withInboxFilter({ ...builder, status: { equals: 'new' }, createdAt: { less_than: 'x' } }, { form: 'quick' })
    expect(where).toEqual({ ...builder, form: { equals: 'quick' } })
  })

  it('ignores values it does not know and malformed days', () => {
    expect(inboxFilterFrom({ status: { equals: 'deleted' }, language: { equals: 'fr' }, createdAt: { greater_than_equal: 'soon' } })).toEqual({})
    expect(inboxFilterFrom(null)).toEqual({})
    expect(withInboxFilter(undefined, { from: '2026-13-45', to: '24.11.2026' })).toEqual({})
  })
})

describe('inbox query', () => {
  it('adds the search box as the list does: any searchable field like the words', () => {
    expect(inboxWhere(undefined, '  张三 ')).toEqual({ or: enquirySearchFields.map((field) => ({ [field]: { like: '张三' } })) })
    expect(inboxWhere({ status: { equals: 'new' } }, 'acme')).toEqual({
      and: [{ status: { equals: 'new' } }, { or: enquirySearchFields.map((field) => ({ [field]: { like: 'acme' } })) }],
    })
    expect(inboxWhere({}, '')).toEqual({})
  })
})
