/**
 * Publishing one language (issue 13 "Languages") and which writes expire the public cache.
 *
 * The admin's main button is "Publish in <the language being edited>" (localization's
 * defaultLocalePublishOption 'active'): Payload publishes that language and keeps the other
 * language's last published text, so a half-written translation stays a draft.
 */
import type { Payload, RequestContext } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getMdmContent } from '@/data/mdm'
import { getProduct } from '@/data/products'

import { seededPayload } from './support/seeded'

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

async function seededProduct() {
  const zh = (await payload.find({ collection: 'products', locale: 'zh', limit: 1, depth: 0, sort: 'order' })).docs[0]!
  const en = await payload.findByID({ collection: 'products', id: zh.id, locale: 'en', fallbackLocale: false, depth: 0 })
  return { id: zh.id, key: zh.customizeUrl ?? String(zh.id), zhTitle: zh.firstTitle, enTitle: en.firstTitle }
}

describe('publishing one language', () => {
  it('never puts a draft English title on /en while the Chinese one is published', async () => {
    const product = await seededProduct()
    // The editor starts the English translation (autosaved drafts) ...
    await payload.update({ collection: 'products', id: product.id, locale: 'en', draft: true, autosave: true, data: { firstTitle: 'Half-written English' } })
    // ... then rewrites the Chinese title and clicks "Publish in 中文".
    await payload.update({ collection: 'products', id: product.id, locale: 'zh', publishSpecificLocale: 'zh', data: { firstTitle: '新的中文标题', _status: 'published' } })

    expect((await getProduct('zh', product.key))?.firstTitle).toBe('新的中文标题')
    expect((await getProduct('en', product.key))?.firstTitle).toBe(product.enTitle)

    // The English draft is kept for the editor, and published when they publish English.
    const latest = await payload.findByID({ collection: 'products', id: product.id, locale: 'en', draft: true, depth: 0 })
    expect(latest.firstTitle).toBe('Half-written English')
    await payload.update({ collection: 'products', id: product.id, locale: 'en', publishSpecificLocale: 'en', data: { firstTitle: 'Finished English', _status: 'published' } })
    expect((await getProduct('en', product.key))?.firstTitle).toBe('Finished English')
    expect((await getProduct('zh', product.key))?.firstTitle).toBe('新的中文标题')
  })

  it('keeps the other language of a page global as last published', async () => {
    const published = await getMdmContent('en')
    await payload.updateGlobal({ slug: 'mdm-page', locale: 'en', draft: true, data: { title: 'Draft MDM title' } })
    await payload.updateGlobal({ slug: 'mdm-page', locale: 'zh', publishSpecificLocale: 'zh', data: { title: '移动设备管理（新）', _status: 'published' } })
    expect((await getMdmContent('zh')).title).toBe('移动设备管理（新）')
    expect((await getMdmContent('en')).title).toBe(published.title)
  })
})

describe('which writes expire the public cache', () => {
  // The hooks record their decision in the request context (src/cms/hooks/revalidate.ts).
  const decision = (context: RequestContext, slug: string) => context[`draftOnly:${slug}`]

  it('an autosave or a saved draft does not; publishing, unpublishing and restoring do', async () => {
    const product = await seededProduct()
    const write = async (run: (context: RequestContext) => Promise<unknown>) => {
      const context: RequestContext = {}
      await run(context)
      return decision(context, 'products')
    }
    expect(await write((context) => payload.update({ collection: 'products', id: product.id, draft: true, autosave: true, context, data: { series: 'typing' } }))).toBe(true)
    expect(await write((context) => payload.update({ collection: 'products', id: product.id, draft: true, context, data: { series: 'saved draft' } }))).toBe(true)
    expect(await write((context) => payload.update({ collection: 'products', id: product.id, context, data: { _status: 'published' } }))).toBe(false)
    expect(await write((context) => payload.update({ collection: 'products', id: product.id, draft: true, context, data: { _status: 'published' } }))).toBe(false)
    expect(await write((context) => payload.update({ collection: 'products', id: product.id, context, data: { _status: 'draft' } }))).toBe(false)
    const [version] = (await payload.findVersions({ collection: 'products', where: { parent: { equals: product.id } }, sort: '-updatedAt', limit: 1 })).docs
    expect(await write((context) => payload.restoreVersion({ collection: 'products', id: version!.id, context }))).toBe(false)

    const globalWrite = async (draft: boolean) => {
      const context: RequestContext = {}
      await payload.updateGlobal({ slug: 'legal-notice', locale: 'zh', draft, context, data: draft ? { title: '草稿' } : { _status: 'published' } })
      return decision(context, 'legal-notice')
    }
    expect(await globalWrite(true)).toBe(true)
    expect(await globalWrite(false)).toBe(false)
  })
})
