import type { AfterErrorHook, PayloadRequest } from 'payload'

import type { Label } from '../../rules/choices'
import { pick } from '../components/adminText'
import { lockState } from './locks'
import { type LockTarget, newerSaveRefusal, type UnsavedText, unsavedTextKey } from './lockTarget'

/**
 * Issue 38, item 2: a save the server refuses because somebody else has the document — their
 * lock (Payload's 423), or their newer save (./staleSave.ts, 409) — loses nothing: the text sent
 * is kept in its author's preferences, per document and language, and the edit view offers it back
 * (EditingNotice). The answer is one plain sentence naming who has it. This runs after Payload has
 * rolled the refused save's transaction back, so the kept text is not rolled back with it.
 */

function refusedBy(error: unknown): 'lock' | 'newerSave' | null {
  const { status, data } = error as { status?: number; data?: { refusal?: unknown } }
  if (status === 423) return 'lock'
  return data?.refusal === newerSaveRefusal ? 'newerSave' : null
}

function targetOf(req: PayloadRequest): LockTarget | null {
  const { collection, id, global } = (req.routeParams ?? {}) as Record<string, unknown>
  if (typeof global === 'string') return { global }
  return typeof collection === 'string' && (typeof id === 'string' || typeof id === 'number') ? { collection, id: String(id) } : null
}

async function keep(req: PayloadRequest, target: LockTarget, by: string | null): Promise<void> {
  const key = unsavedTextKey(target, String(req.locale ?? ''))
  const kept: UnsavedText = { at: new Date().toISOString(), by, data: req.data as Record<string, unknown> }
  const value = { ...kept }
  const user = { relationTo: 'users' as const, value: req.user!.id as number }
  const { docs } = await req.payload.find({
    collection: 'payload-preferences',
    where: { and: [{ key: { equals: key } }, { 'user.relationTo': { equals: 'users' } }, { 'user.value': { equals: user.value } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  // In its author's name: Payload's preference takes its owner from the operation's user.
  const author = { user: req.user, overrideAccess: true }
  if (docs[0]) await req.payload.update({ collection: 'payload-preferences', id: docs[0].id, data: { value }, ...author })
  else await req.payload.create({ collection: 'payload-preferences', data: { key, user, value }, ...author })
}

export const keepRefusedText: AfterErrorHook = async ({ error, req, result }) => {
  const refusal = refusedBy(error)
  const target = refusal && req?.user && req.method !== 'GET' && typeof req.data === 'object' && req.data ? targetOf(req) : null
  if (!refusal || !target) return
  const say = (label: Label) => pick(label, req.i18n?.language)
  const by = refusal === 'lock' ? ((await lockState(req, target)).holder?.email ?? null) : String((error as { data?: { lastEditedBy?: unknown } }).data?.lastEditedBy ?? '') || null
  // Kept or not, the refusal is told: a failure here must not turn it into a 500.
  const kept = await keep(req, target, by).then(
    () => true,
    (problem: unknown) => (req.payload.logger.warn({ err: problem }, 'a refused save could not be kept'), false),
  )
  const who = by ?? say({ zh: '另一位同事', en: 'Someone else', ru: 'Другой сотрудник' })
  // Sentences with no ASCII colon or comma: Payload's toast cuts a message there into a list.
  const why =
    refusal === 'lock'
      ? say({ zh: `${who}正在编辑此文档。`, en: `${who} is editing this document now.`, ru: `Этот документ сейчас редактирует ${who}.` })
      : say({ zh: `${who}在您打开此文档之后保存了更新的版本。`, en: `${who} saved a newer version after you opened this document.`, ru: `С момента открытия вами документа ${who} сохранил более новую версию.` })
  const keptText = !kept
    ? ''
    : refusal === 'lock'
      ? say({ zh: '您的文字已保留，可以在表单上方的提示中恢复。', en: 'Your text is kept and can be restored from the note above the form.', ru: 'Ваш текст сохранён — его можно восстановить из подсказки над формой.' })
      : say({
          zh: '您的文字已保留。重新载入页面查看对方的修改后，可以在表单上方的提示中恢复您的文字。',
          en: 'Your text is kept. Reload the page to see their change and restore yours from the note above the form.',
          ru: 'Ваш текст сохранён. Перезагрузите страницу и посмотрите изменения коллеги — затем ваш текст можно восстановить из подсказки над формой.',
        })
  const message = [say({ zh: '未保存。', en: 'Not saved.', ru: 'Не сохранено.' }), why, keptText].filter(Boolean).join(say({ zh: '', en: ' ', ru: ' ' }))
  return { response: { ...result, errors: [{ message }] } }
}
