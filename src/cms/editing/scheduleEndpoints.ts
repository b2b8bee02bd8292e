import { addDataAndFileToRequest, type CollectionSlug, type Endpoint, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { pick } from '../components/adminText'
import type { Label } from '../../rules/choices'
import { isLocale } from '../../rules/language'
import { siteLocalToInstant, siteTimeZone } from '../../rules/siteTime'
import { mayScheduleOrRecord, recordSchedule } from '../audit/schedule'
import { listScheduled } from './scheduled'

const scheduleBody = z.object({
  collection: z.string().min(1).max(64),
  id: z.union([z.string(), z.number()]).transform(String),
  action: z.enum(['publish', 'unpublish']),
  /** A language code, or 'all'. */
  locale: z.string().max(8),
  /** `2026-11-28T19:30`, on the site's clock. */
  at: z.string().max(16),
})

const answer = (status: number, body: object) => Response.json(body, { status })

function scheduledCollection(req: PayloadRequest, slug: string) {
  const config = req.payload.collections[slug as CollectionSlug]?.config
  const drafts = config?.versions && typeof config.versions === 'object' ? config.versions.drafts : undefined
  return drafts && typeof drafts === 'object' && drafts.schedulePublish ? config : null
}

/** Whether the signed-in person may read this document (to see its schedules). */
async function mayRead(req: PayloadRequest, collection: string, id: string): Promise<boolean> {
  const doc = await req.payload.findByID({ collection: collection as CollectionSlug, id, depth: 0, draft: true, overrideAccess: false, user: req.user, req, disableErrors: true })
  return Boolean(doc)
}

/** 403 in the admin's language: scheduling needs publish rights on the document (issue 37). */
const noPublishRights = (req: PayloadRequest) =>
  answer(403, {
    message: pick(
      {
        zh: '您无权发布此文档，不能预约或取消它的发布。',
        en: 'You may not publish this document, so you cannot schedule or cancel its publishing.',
        ru: 'У вас нет прав на публикацию этого документа, поэтому вы не можете запланировать или отменить его публикацию.',
      },
      req.i18n?.language,
    ),
  })

/** GET /api/cms/schedule?collection=news&id=3 — the document's schedules (the edit view's card). */
const listForDocument: Endpoint = {
  path: '/schedule',
  method: 'get',
  handler: async (req) => {
    const collection = String(req.query?.collection ?? '')
    const id = String(req.query?.id ?? '')
    if (!req.user) return answer(401, { message: 'Unauthorized' })
    if (!scheduledCollection(req, collection) || !/^\d+$/.test(id) || !(await mayRead(req, collection, id))) return answer(404, { message: 'Not found' })
    return answer(200, { scheduled: await listScheduled(req.payload, { language: req.i18n?.language, doc: { collection, id } }) })
  },
}

/**
 * POST /api/cms/schedule — queues a publish or unpublish of one document at a time on the
 * company's clock, in one language or all, as Payload's own schedule dialog does (its
 * `schedulePublish` job, run in the name of the person who scheduled it).
 */
const schedule: Endpoint = {
  path: '/schedule',
  method: 'post',
  handler: async (req) => {
    const say = (label: Label) => pick(label, req.i18n?.language)
    if (!req.user) return answer(401, { message: 'Unauthorized' })
    await addDataAndFileToRequest(req)
    const parsed = scheduleBody.safeParse(req.data)
    if (!parsed.success) return answer(400, { message: say({ zh: '预约内容不完整。', en: 'The schedule is incomplete.', ru: 'Публикация запланирована не полностью.' }) })
    const { collection, id, action, locale, at } = parsed.data
    if (!scheduledCollection(req, collection) || !(await mayRead(req, collection, id))) return answer(404, { message: 'Not found' })
    if (!(await mayScheduleOrRecord(req, { collection, id }))) return noPublishRights(req)
    if (locale !== 'all' && !isLocale(locale)) return answer(400, { message: say({ zh: '未知的语言。', en: 'Unknown language.', ru: 'Неизвестный язык.' }) })
    const when = siteLocalToInstant(at, siteTimeZone())
    if (!when) return answer(400, { message: say({ zh: '请填写日期和时间。', en: 'Enter a date and a time.', ru: 'Укажите дату и время.' }) })
    if (when.getTime() <= Date.now()) return answer(400, { message: say({ zh: '预约时间须晚于现在。', en: 'Choose a time after now.', ru: 'Выберите время в будущем.' }) })
    const input = {
      type: action,
      // As Payload's dialog stores it: the id as a string (payload#10481).
      doc: { relationTo: collection as 'news', value: id as unknown as number },
      ...(action === 'publish' && locale !== 'all' ? { locale } : {}),
      user: { relationTo: 'users' as const, value: req.user.id as number },
    }
    await req.payload.jobs.queue({ task: 'schedulePublish', input, waitUntil: when, req })
    await recordSchedule(req, 'scheduled', input, when)
    return answer(201, { scheduled: await listScheduled(req.payload, { language: req.i18n?.language, doc: { collection, id } }) })
  },
}

/** DELETE /api/cms/schedule/:job — cancels a schedule not yet run. */
const cancel: Endpoint = {
  path: '/schedule/:job',
  method: 'delete',
  handler: async (req) => {
    if (!req.user) return answer(401, { message: 'Unauthorized' })
    const jobId = String(req.routeParams?.job ?? '')
    const job = /^\d+$/.test(jobId) ? await req.payload.findByID({ collection: 'payload-jobs', id: jobId, depth: 0, overrideAccess: true, disableErrors: true }) : null
    const target = (job?.input ?? {}) as { doc?: { relationTo?: string; value?: string } }
    if (!job || job.taskSlug !== 'schedulePublish' || job.completedAt || !target.doc?.relationTo || !target.doc.value) return answer(404, { message: 'Not found' })
    if (!(await mayRead(req, target.doc.relationTo, target.doc.value))) return answer(404, { message: 'Not found' })
    if (!(await mayScheduleOrRecord(req, { collection: target.doc.relationTo, id: target.doc.value }))) return noPublishRights(req)
    await req.payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true, req })
    await recordSchedule(req, 'scheduleCancelled', job.input as Record<string, never>, job.waitUntil)
    return answer(200, { scheduled: await listScheduled(req.payload, { language: req.i18n?.language, doc: { collection: target.doc.relationTo, id: target.doc.value } }) })
  },
}

export const scheduleEndpoints = [listForDocument, schedule, cancel]
