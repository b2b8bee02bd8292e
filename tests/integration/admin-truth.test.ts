/**
 * Issue 38, SQLite and PostgreSQL: a product's picker title (model, titles, own address) is written
 * on every save without touching the save's language; each language's status follows a publish of
 * that language alone; a guest checked in at the desk gets the next arrival number; an enquiry is
 * given to anyone who works the inbox, and no one else; a new account needs a role.
 */
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { inboxAssignees } from '@/cms/collections/Enquiries/assignees'
import { languageStates } from '@/cms/editing/languageStatus'
import type { User } from '@/cms/payload-types'
import { type Locale, locales } from '@/rules/language'

import { seededPayload } from './support/seeded'

let payload: Payload
let sales: User
let otherSales: User
let editor: User

beforeAll(async () => {
  payload = await seededPayload()
  const person = (email: string, role: User['role']) => payload.create({ collection: 'users', overrideAccess: true, data: { email, password: 'a-long-password-1', role } })
  // The first account runs the site (it is made an administrator whatever its role).
  if ((await payload.count({ collection: 'users' })).totalDocs === 0) await person('truth-first@example.com', 'admin')
  sales = await person('truth-sales@example.com', 'sales')
  otherSales = await person('truth-sales-2@example.com', 'sales')
  editor = await person('truth-editor@example.com', 'editor')
})

const asUser = (user: User) => ({ user: { ...user, collection: 'users' as const }, overrideAccess: false })

describe('a product in the pickers', () => {
  it('is titled by its model, its titles and an address of its own, found by any of them', async () => {
    const product = (await payload.find({ collection: 'products', where: { model: { equals: 'RT-T7' } }, depth: 0, locale: 'en' })).docs[0]!
    const titles: Record<Locale, string> = { zh: '7 英寸手持三防平板', en: '7-inch Handheld Rugged Tablet', ru: 'Компактный защищённый планшет 7″' }
    const pickerTitle = (...rest: string[]) => ['RT-T7', ...locales.map((locale) => titles[locale]), ...rest].join(' · ')
    expect(product.pickerTitle).toBe(pickerTitle())
    await payload.update({ collection: 'products', id: product.id, locale: 'en', draft: true, data: { firstTitle: '7-inch Rugged Handheld', customizeUrl: 'handheld-seven' } })
    const [zh, en] = await Promise.all(['zh', 'en'].map((locale) => payload.findByID({ collection: 'products', id: product.id, draft: true, depth: 0, locale: locale as 'zh' })))
    // The English save changed the English title only.
    expect([zh.firstTitle, en.firstTitle]).toEqual(['7 英寸手持三防平板', '7-inch Rugged Handheld'])
    titles.en = '7-inch Rugged Handheld'
    expect(en.pickerTitle).toBe(pickerTitle('/handheld-seven'))
    for (const search of ['RT-T7', 'handheld-seven', '手持', 'Rugged Handheld']) {
      const found = await payload.find({ collection: 'products', draft: true, depth: 0, where: { pickerTitle: { like: search } } })
      expect(found.docs.map((doc) => doc.id), search).toContain(product.id)
    }
  })
})

describe('the status of each language', () => {
  it('follows a publish of one language at a time, and a draft change of one', async () => {
    const req = await createLocalReq({ user: { ...editor, collection: 'users' } }, payload)
    const category = (await payload.find({ collection: 'news-categories', limit: 1, depth: 0 })).docs[0]!.id
    const news = await payload.create({ collection: 'news', locale: 'zh', draft: true, data: { title: '逐语言', date: '2005-05-05T00:00:00.000Z', category } })
    await payload.update({ collection: 'news', id: news.id, locale: 'en', draft: true, data: { title: 'One by one' } })
    const states = () => languageStates(req, { collection: 'news', id: String(news.id) })
    // Chinese and English in turn; any other site language is never written here.
    const each = (zh: boolean, en: boolean) => locales.map((locale) => (locale === 'zh' ? zh : locale === 'en' ? en : false))
    const state = (published: boolean[], changed: boolean[]) => locales.map((locale, at) => ({ locale, published: published[at], changed: changed[at] }))
    expect(await states()).toEqual(state(each(false, false), each(false, false)))
    await payload.update({ collection: 'news', id: news.id, locale: 'zh', publishSpecificLocale: 'zh', data: { _status: 'published' } })
    expect((await states())!.map((state) => state.published)).toEqual(each(true, false))
    await payload.update({ collection: 'news', id: news.id, locale: 'en', publishSpecificLocale: 'en', data: { _status: 'published' } })
    expect(await states()).toEqual(state(each(true, true), each(false, false)))
    await payload.update({ collection: 'news', id: news.id, locale: 'en', draft: true, data: { title: 'One by one, edited' } })
    expect((await states())!.map((state) => state.changed)).toEqual(each(false, true))
  })
})

describe('the desk', () => {
  it('gives a guest checked in by staff the next arrival number', async () => {
    const event = (await payload.find({ collection: 'events', limit: 1, depth: 0 })).docs[0]!.id
    const guest = (name: string, phone: string) =>
      payload.create({ collection: 'registrations', data: { event, name, company: 'C', jobTitle: 'J', phone, email: `${phone}@example.com`, language: 'zh', source: 'admin', status: 'confirmed' } })
    const numbers = (await payload.find({ collection: 'registrations', where: { event: { equals: event } }, sort: '-signInNumber', limit: 1, depth: 0 })).docs[0]?.signInNumber ?? 0
    const first = await guest('甲', '13911110001')
    const second = await guest('乙', '13911110002')
    const checkedIn = await payload.update({ collection: 'registrations', id: first.id, data: { checkedIn: true } })
    const next = await payload.update({ collection: 'registrations', id: second.id, data: { checkedIn: true } })
    expect([checkedIn.signInNumber, next.signInNumber, next.signInMethod]).toEqual([numbers + 1, numbers + 2, 'staff'])
  })
})

describe('staff accounts', () => {
  it('offer every one who works the inbox as an assignee, and no one else', async () => {
    const assignees = (await inboxAssignees(payload)).map((person) => person.email)
    expect(assignees).toEqual(expect.arrayContaining([sales.email, otherSales.email]))
    expect(assignees).not.toContain(editor.email)
    const enquiry = await payload.create({ collection: 'enquiries', overrideAccess: true, data: { content: '请联系', email: 'assign@example.com', language: 'zh', form: 'dialog', status: 'new' } })
    // A salesperson gives it to a colleague whose account they may not read (issue 26 keeps them apart).
    const given = await payload.update({ collection: 'enquiries', id: enquiry.id, data: { assignee: otherSales.id }, depth: 0, ...asUser(sales) })
    expect(given.assignee).toBe(otherSales.id)
    await expect(payload.update({ collection: 'enquiries', id: enquiry.id, data: { assignee: editor.id }, ...asUser(sales) })).rejects.toMatchObject({ status: 400 })
  })

  it('need a role chosen when they are made', async () => {
    await expect(payload.create({ collection: 'users', overrideAccess: true, data: { email: 'no-role@example.com', password: 'a-long-password-1' } as never })).rejects.toMatchObject({ status: 400 })
  })
})
