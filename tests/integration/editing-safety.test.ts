/**
 * Issue 31, SQLite and PostgreSQL. Item 5 (collisions and strays): a save that would overwrite a
 * newer save by somebody else is refused and names them; "Create new" leaves no empty draft
 * behind; a duplicated product gets no model and no address of its own yet. Item 2: the focal
 * point reaches the product and solution cards that list a picture by its address (they crop
 * with `object-fit: cover`).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { discardUntouchedDrafts } from '@/cms/editing/untouchedDrafts'
import type { User } from '@/cms/payload-types'
import { getProductCategories } from '@/data/products'
import { getSolution, getSolutions } from '@/data/solutions'

import { seededPayload } from './support/seeded'

let payload: Payload
let editorA: User
let editorB: User

beforeAll(async () => {
  payload = await seededPayload()
  const person = (email: string) => payload.create({ collection: 'users', overrideAccess: true, data: { email, password: 'a-long-password-1', role: 'editor' } })
  editorA = await person('editor-a@example.com')
  editorB = await person('editor-b@example.com')
})

const asUser = (user: User) => ({ user: { ...user, collection: 'users' as const }, overrideAccess: false })

describe('a save over a newer save by somebody else', () => {
  it('is refused with who saved and when; a save from the current version goes through', async () => {
    const article = (await payload.find({ collection: 'news', limit: 1, depth: 0, locale: 'zh' })).docs[0]!
    // Editor A opens the article (reads its updatedAt), editor B saves a draft meanwhile.
    const openedByA = article.updatedAt
    await new Promise((resolve) => setTimeout(resolve, 20))
    const savedByB = await payload.update({ collection: 'news', id: article.id, locale: 'zh', draft: true, data: { summary: 'B 的修改' }, ...asUser(editorB) })
    expect(savedByB.lastEditedBy).toBe('editor-b@example.com')

    const stale = payload.update({ collection: 'news', id: article.id, locale: 'zh', draft: true, data: { summary: 'A 的修改', updatedAt: openedByA }, ...asUser(editorA) })
    await expect(stale).rejects.toMatchObject({ status: 409 })
    await expect(stale).rejects.toThrow(/editor-b@example\.com/)
    const latest = await payload.findByID({ collection: 'news', id: article.id, draft: true, locale: 'zh', depth: 0 })
    expect(latest.summary).toBe('B 的修改')

    // Once A has B's version in front of them (its updatedAt), their save is accepted.
    const fresh = await payload.update({ collection: 'news', id: article.id, locale: 'zh', draft: true, data: { summary: 'A 在 B 之后', updatedAt: latest.updatedAt }, ...asUser(editorA) })
    expect(fresh.summary).toBe('A 在 B 之后')
    expect(fresh.lastEditedBy).toBe('editor-a@example.com')
  })

  it('does not stop an editor saving over their own earlier save, nor a save that sends no version', async () => {
    const product = (await payload.find({ collection: 'products', limit: 1, depth: 0, locale: 'zh' })).docs[0]!
    const first = await payload.update({ collection: 'products', id: product.id, locale: 'zh', draft: true, data: { series: product.series }, ...asUser(editorA) })
    const again = await payload.update({ collection: 'products', id: product.id, locale: 'zh', draft: true, data: { series: product.series, updatedAt: product.updatedAt }, ...asUser(editorA) })
    expect(new Date(again.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(first.updatedAt).getTime())
    const scheduled = await payload.update({ collection: 'products', id: product.id, locale: 'zh', draft: true, data: { series: product.series }, ...asUser(editorB) })
    expect(scheduled.lastEditedBy).toBe('editor-b@example.com')
  })

  it('holds for a page global too', async () => {
    const home = await payload.findGlobal({ slug: 'home-page', depth: 0 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    await payload.updateGlobal({ slug: 'home-page', draft: true, data: {}, ...asUser(editorB) })
    await expect(payload.updateGlobal({ slug: 'home-page', draft: true, data: { updatedAt: home.updatedAt }, ...asUser(editorA) })).rejects.toMatchObject({ status: 409 })
  })
})

describe('an untouched new document', () => {
  it('is discarded once nobody has it open; a titled draft, an open one and a published one stay', async () => {
    const empty = await payload.create({ collection: 'news', draft: true, data: {} as never, ...asUser(editorA) })
    const open = await payload.create({ collection: 'news', draft: true, data: {} as never, ...asUser(editorA) })
    await payload.create({ collection: 'payload-locked-documents', overrideAccess: true, data: { document: { relationTo: 'news', value: open.id }, user: { relationTo: 'users', value: editorA.id } } })
    const category = (await payload.find({ collection: 'news-categories', limit: 1, depth: 0 })).docs[0]!.id
    const titled = await payload.create({ collection: 'news', draft: true, locale: 'zh', data: { title: '写了标题的草稿', category, date: '2026-01-01T00:00:00.000Z' }, ...asUser(editorA) })

    // Within the grace time nothing goes: the editor may still be on the form.
    expect(await discardUntouchedDrafts(payload, Date.now(), true)).toBe(0)
    const later = Date.now() + 5 * 60_000
    expect(await discardUntouchedDrafts(payload, later, true)).toBe(1)

    const remaining = async (id: number) => (await payload.find({ collection: 'news', draft: true, where: { id: { equals: id } }, depth: 0 })).totalDocs
    expect(await remaining(empty.id)).toBe(0)
    expect(await remaining(open.id)).toBe(1)
    expect(await remaining(titled.id)).toBe(1)
  })
})

describe('duplicating a product', () => {
  it('copies the product without its model and address, as a draft', async () => {
    const product = (await payload.find({ collection: 'products', limit: 1, depth: 0, locale: 'zh', where: { _status: { equals: 'published' } } })).docs[0]!
    const copy = await payload.duplicate({ collection: 'products', id: product.id, locale: 'zh', draft: true, depth: 0 })
    expect(copy.id).not.toBe(product.id)
    expect(copy.model ?? null).toBeNull()
    expect(copy.customizeUrl ?? null).toBeNull()
    expect(copy.firstTitle).toBe(product.firstTitle)
    expect(copy._status).toBe('draft')
  })
})

const coverId = async (collection: 'products' | 'solutions', id: number) => {
  const doc = await payload.findByID({ collection, id, depth: 0, overrideAccess: true })
  return Number(doc.cover)
}

describe('a card listed by its picture address', () => {
  it('carries the picture focal point as its object-position, and nothing at the centre', async () => {
    const [category] = await getProductCategories('zh')
    const product = category.productList[0]!
    const [solution] = await getSolutions('en')
    expect(product.imageFocus).toBeUndefined()
    expect(solution.imageFocus).toBeUndefined()

    const productCover = await coverId('products', product.id)
    const solutionCover = await coverId('solutions', solution.id)
    await payload.update({ collection: 'media', id: productCover, overrideAccess: true, data: { focalX: 10, focalY: 30 } })
    if (solutionCover !== productCover) await payload.update({ collection: 'media', id: solutionCover, overrideAccess: true, data: { focalX: 10, focalY: 30 } })

    const listed = (await getProductCategories('zh')).flatMap((entry) => entry.productList).find((entry) => entry.id === product.id)
    expect(listed?.imageFocus).toBe('10% 30%')
    expect((await getSolutions('en')).find((entry) => entry.id === solution.id)?.imageFocus).toBe('10% 30%')

    const related = (await getSolution('en', String(solution.id)))?.relatedProducts[0]
    expect(related, 'the first demo solution lists products').toBeDefined()
    await payload.update({ collection: 'media', id: await coverId('products', related!.id), overrideAccess: true, data: { focalX: 80, focalY: 20 } })
    const detail = await getSolution('en', String(solution.id))
    expect(detail?.relatedProducts.find((entry) => entry.id === related!.id)?.imageFocus).toBe('80% 20%')
  })
})
