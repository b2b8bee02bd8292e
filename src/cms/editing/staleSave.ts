import { APIError, type CollectionBeforeChangeHook, type Field, type GlobalBeforeChangeHook, type PayloadRequest } from 'payload'

import { adminSiteLocale, pick } from '../components/adminText'
import { siteTimeWithZone, siteTimeZone } from '../../rules/siteTime'
import { newerSaveRefusal } from './lockTarget'

/**
 * Issue 31, item 5: who saved a document last, so that an editor whose save is refused is told
 * who changed it. Written by the server on every save made by a signed-in person.
 */
export const lastEditedByField: Field = {
  name: 'lastEditedBy',
  type: 'text',
  label: { zh: '最后保存者', en: 'Last saved by', ru: 'Последним сохранил' },
  admin: { readOnly: true, position: 'sidebar' },
}

interface Saved {
  updatedAt?: unknown
  lastEditedBy?: unknown
}

/** How a person is named in the admin: their e-mail, as the inbox names an assignee. */
function personOf(req: PayloadRequest): string | null {
  const user = req.user as { email?: unknown } | null | undefined
  return typeof user?.email === 'string' ? user.email : null
}

function time(value: unknown): number {
  return typeof value === 'string' || value instanceof Date ? new Date(value).getTime() : Number.NaN
}

/**
 * The admin's form sends back the document's `updatedAt` as it was when the editor opened it (or
 * last saved it). A save whose `updatedAt` is older than the stored one, when somebody else made
 * the newer save, would overwrite their change: it is refused (409) with their name and time. A
 * save that sends no `updatedAt` (the API, scheduled publishing) is not checked.
 */
function guard(data: Saved, previous: Saved | undefined, req: PayloadRequest): Saved {
  const person = personOf(req)
  if (!person) return data
  const opened = time(data.updatedAt)
  const stored = time(previous?.updatedAt)
  const otherEditor = typeof previous?.lastEditedBy === 'string' && previous.lastEditedBy !== person ? previous.lastEditedBy : null
  if (otherEditor && opened < stored) {
    const at = siteTimeWithZone(String(previous!.updatedAt), siteTimeZone(), adminSiteLocale(req.i18n?.language))
    throw new APIError(
      pick(
        {
          zh: `未保存。${otherEditor} 在 ${at} 保存了更新的版本，晚于您打开此文档的时间。请刷新页面查看对方的修改后再编辑。`,
          en: `Not saved. ${otherEditor} saved a newer version at ${at} after you opened this document. Reload the page to see their change, then edit again.`,
          ru: `Не сохранено. ${otherEditor} сохранил более новую версию в ${at}, уже после того как вы открыли этот документ. Перезагрузите страницу, посмотрите изменения коллеги и продолжайте редактирование.`,
        },
        req.i18n?.language,
      ),
      409,
      // The answer the admin shows is ./refusedSaves.ts's, which keeps the text sent.
      { refusal: newerSaveRefusal, lastEditedBy: otherEditor, updatedAt: previous!.updatedAt },
      true,
    )
  }
  return { ...data, lastEditedBy: person }
}

export const refuseStaleCollectionSave: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) =>
  operation === 'update' ? guard(data, originalDoc as Saved | undefined, req) : { ...data, lastEditedBy: personOf(req) ?? data.lastEditedBy }

export const refuseStaleGlobalSave: GlobalBeforeChangeHook = ({ data, originalDoc, req }) => guard(data, originalDoc as Saved | undefined, req)
