/**
 * The enquiry inbox and the dashboard through the data layer (issue 13) on a real database —
 * SQLite and PostgreSQL both run this file: the filtered list, the new-enquiry count, the CSV
 * rows (headers by language, labels, assignee, formulas defused), upcoming events, latest edits.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Enquiry } from '@/cms/payload-types'
import { latestEdits, upcomingEvents } from '@/data/dashboard'
import { saveEnquiry } from '@/data/enquiries'
import { countNewEnquiries, findInboxEnquiries, inboxCsv, inboxCsvRows, inboxQueryProblem } from '@/data/inbox'
import { withInboxFilter } from '@/rules/inbox'

import { makeEvent, person, register } from './support/events'
import { migratedPayload } from './support/seeded'

let payload: Payload
let assigneeId: number
const ids: Record<string, number> = {}

async function enquiry(key: string, data: Partial<Enquiry>) {
  const created = await payload.create({
    collection: 'enquiries',
    overrideAccess: true,
    data: { content: `内容 ${key}`, email: `${key}@example.com`, language: 'zh', form: 'dialog', status: 'new', ...data },
  })
  ids[key] = created.id
}

beforeAll(async () => {
  payload = await migratedPayload()
  const user = await payload.create({ collection: 'users', overrideAccess: true, data: { email: 'sales@example.com', password: 'a-long-password-1', name: '李销售', role: 'sales' } })
  assigneeId = user.id
  await enquiry('zhang', { name: '张三', company: '=HYPERLINK("http://evil")', createdAt: '2026-11-02T01:00:00.000Z' })
  await enquiry('smith', { name: 'John Smith', language: 'en', form: 'quick', createdAt: '2026-11-10T08:00:00.000Z' })
  await enquiry('wang', { name: '王五', status: 'inProgress', assignee: assigneeId, staffNote: '已电话联系', createdAt: '2026-11-20T15:59:59.000Z' })
  await enquiry('spam', { name: 'Buy now', status: 'spam', language: 'en', createdAt: '2026-11-20T16:00:00.000Z' })
})

afterAll(async () => {
  await payload?.destroy()
})

const keysOf = (docs: Enquiry[]) => docs.map((doc) => Object.keys(ids).find((key) => ids[key] === doc.id)).sort()

describe('inbox: the filtered list', () => {
  it('filters by status, form and language as the bar sets them', async () => {
    expect(keysOf(await findInboxEnquiries({ where: withInboxFilter({}, { status: 'new' }) }))).toEqual(['smith', 'zhang'])
    expect(keysOf(await findInboxEnquiries({ where: withInboxFilter({}, { status: 'inProgress' }) }))).toEqual(['wang'])
    expect(keysOf(await findInboxEnquiries({ where: withInboxFilter({}, { form: 'quick' }) }))).toEqual(['smith'])
    expect(keysOf(await findInboxEnquiries({ where: withInboxFilter({}, { language: 'en', status: 'spam' }) }))).toEqual(['spam'])
  })

  it('filters by a date range in company time, both days included', async () => {
    // 2026-11-20T15:59:59Z is 23:59:59 on the 20th in Shanghai; 16:00Z is already the 21st.
    expect(keysOf(await findInboxEnquiries({ where: withInboxFilter({}, { from: '2026-11-10', to: '2026-11-20' }) }))).toEqual(['smith', 'wang'])
    expect(keysOf(await findInboxEnquiries({ where: withInboxFilter({}, { from: '2026-11-21' }) }))).toEqual(['spam'])
    expect(keysOf(await findInboxEnquiries({ where: withInboxFilter({}, { to: '2026-11-02' }) }))).toEqual(['zhang'])
  })

  it('applies the search box and the list order', async () => {
    expect(keysOf(await findInboxEnquiries({ search: '张三' }))).toEqual(['zhang'])
    const newestFirst = await findInboxEnquiries({})
    expect(newestFirst.map((doc) => doc.id)).toEqual([ids.spam, ids.wang, ids.smith, ids.zhang])
    expect((await findInboxEnquiries({ sort: 'createdAt' }))[0]?.id).toBe(ids.zhang)
    expect((await findInboxEnquiries({ sort: 'nosuchfield' }))[0]?.id).toBe(ids.spam)
  })

  it('names a where the database cannot take, before it runs', async () => {
    expect(await inboxQueryProblem({ where: { createdAt: { greater_than_equal: 'not a date' } } })).toBe('createdAt.greater_than_equal')
    expect(await inboxQueryProblem({ where: 'status' })).toBe('where')
    expect(await inboxQueryProblem({ where: { or: [{ and: [{ status: { equals: 'new' } }, { secret: { equals: 1 } }] }] } })).toBe('secret')
    expect(await inboxQueryProblem({ where: { 'assignee.email': { like: 'sales' }, id: { greater_than: 0 } } })).toBeNull()
    expect(await inboxQueryProblem({ where: withInboxFilter({}, { status: 'new', from: '2026-11-01' }) })).toBeNull()
  })

  it('counts the new enquiries', async () => {
    expect(await countNewEnquiries()).toBe(2)
    await payload.update({ collection: 'enquiries', id: ids.smith!, data: { status: 'handled' }, overrideAccess: true })
    expect(await countNewEnquiries()).toBe(1)
    await payload.update({ collection: 'enquiries', id: ids.smith!, data: { status: 'new' }, overrideAccess: true })
  })
})

describe('inbox: CSV rows', () => {
  it('has one column per field, headed in the admin language, with labels and the assignee', async () => {
    const zh = await inboxCsvRows({ where: withInboxFilter({}, { status: 'inProgress' }) }, 'zh')
    expect(zh.header).toEqual(['编号', '收到时间', '咨询内容', '邮箱', '姓名', '公司', '电话', '产品型号', '应用行业', '语言', '来源表单', '合作伙伴', 'MDM 估价', '来源页面', '状态', '负责人', '处理备注', '暂缓', '最后更新'])
    const row = Object.fromEntries(zh.header.map((title, index) => [title, zh.rows[0]?.[index]]))
    expect(row).toMatchObject({ 编号: ids.wang, 收到时间: '2026-11-20 23:59:59 +08:00', 姓名: '王五', 语言: '中文', 来源表单: '咨询弹窗', 状态: '处理中', 负责人: 'sales@example.com', 处理备注: '已电话联系' })
    const en = await inboxCsvRows({ where: withInboxFilter({}, { status: 'inProgress' }) }, 'en')
    expect(en.header.slice(0, 5)).toEqual(['No.', 'Received at', 'Content', 'Email', 'Name'])
    expect(en.rows[0]).toContain('In progress')
    expect(en.rows[0]).toContain('Contact dialog')
  })

  it('exports what the filters show, Chinese intact and formulas defused', async () => {
    const { filename, csv } = await inboxCsv({ where: withInboxFilter({}, { language: 'zh', status: 'new' }) }, 'zh', new Date('2026-11-24T20:00:00Z'))
    expect(filename).toBe('咨询留言-2026-11-25.csv')
    expect(csv.startsWith('\uFEFF编号,收到时间,')).toBe(true)
    const lines = csv.split('\r\n')
    expect(lines).toHaveLength(3) // header, 张三, and the empty string after the last CRLF
    expect(lines[1]).toContain('张三')
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(csv).not.toContain('John Smith')
  })
})

describe('dashboard', () => {
  it('lists upcoming events soonest first with their confirmed registrations', async () => {
    const later = await makeEvent(payload, { startsAt: Date.now() + 10 * 24 * 3600_000 })
    const sooner = await makeEvent(payload, { startsAt: Date.now() + 2 * 24 * 3600_000 })
    await makeEvent(payload, { startsAt: Date.now() - 10 * 24 * 3600_000, opensAt: null, closesAt: null })
    await register(sooner, person())
    await register(sooner, person())
    await register(later, person())
    const events = await upcomingEvents('zh')
    expect(events.map((event) => [event.id, event.registered])).toEqual([
      [sooner.id, 2],
      [later.id, 1],
    ])
  })

  it('lists the latest edits, newest first, each linking to its document', async () => {
    const category = await payload.create({ collection: 'news-categories', overrideAccess: true, locale: 'zh', data: { name: '最新分类', code: 'latest-edit-test' } as never })
    const edits = await latestEdits('zh')
    expect(edits[0]).toMatchObject({ title: '最新分类', href: `/admin/collections/news-categories/${category.id}` })
    expect(edits.map((edit) => edit.updatedAt)).toEqual([...edits.map((edit) => edit.updatedAt)].sort().reverse())
    expect((await latestEdits('en', 3)).length).toBeLessThanOrEqual(3)
  })

  it('names an edited global by its admin group, linking to it', async () => {
    await payload.updateGlobal({ slug: 'legal-notice', locale: 'zh', data: { title: '法律声明' }, overrideAccess: true })
    expect((await latestEdits('en'))[0]).toMatchObject({ kind: 'Pages', title: 'Legal notice', href: '/admin/globals/legal-notice' })
    expect((await latestEdits('zh'))[0]).toMatchObject({ kind: '页面', href: '/admin/globals/legal-notice' })
    // Issue 40: an admin in Russian reads the names in Russian (the site's documents in English meanwhile).
    expect((await latestEdits('ru'))[0]).toMatchObject({ kind: 'Страницы', title: 'Правовая информация', href: '/admin/globals/legal-notice' })
  })
})

describe('inbox: held enquiries (issue 37)', () => {
  it('past the per-e-mail limit an enquiry is stored with its reason, and no staff mail is queued for it', async () => {
    process.env.ENQUIRY_NOTIFY_TO = 'sales@rugged.test'
    try {
      const mailJobs = async () => (await payload.count({ collection: 'payload-jobs', where: { queue: { equals: 'mail' } } })).totalDocs
      const before = await mailJobs()
      const enquiry = { name: '', company: '', email: `held-${Date.now()}@example.com`, telephone: '', productModel: '', applicationIndustry: '', content: 'held', language: 'zh' as const, form: 'dialog' as const }
      const { id } = await saveEnquiry(enquiry, '/zh', undefined, 'manyFromAddress')
      expect((await payload.findByID({ collection: 'enquiries', id, depth: 0 })).held).toBe('manyFromAddress')
      expect(await mailJobs()).toBe(before)
      // The same enquiry, not held: its notice is queued (so the check above can fail).
      const kept = await saveEnquiry({ ...enquiry, email: `kept-${Date.now()}@example.com` }, '/zh')
      expect((await payload.findByID({ collection: 'enquiries', id: kept.id, depth: 0 })).held ?? null).toBeNull()
      expect(await mailJobs()).toBe(before + 1)
    } finally {
      delete process.env.ENQUIRY_NOTIFY_TO
    }
  })
})

