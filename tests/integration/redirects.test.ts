/**
 * Issue 13 managed redirects: a product whose customizeUrl changes leaves a 308 from each old
 * address (desktop and /m., zh and en); chains collapse, and no loop is made. Editors' own
 * redirects are normalised and read back by the site's lookup (src/data/redirects.ts).
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findRedirect } from '@/data/redirects'
import { getDocumentSeo, getGlobalSeo } from '@/data/seo'
import { type Locale, locales } from '@/rules/language'

import { migratedPayload } from './support/seeded'

let payload: Payload
let category: number
const run = Math.random().toString(36).slice(2, 8)

beforeAll(async () => {
  payload = await migratedPayload()
  const created = await payload.create({ collection: 'product-categories', data: { name: `Redirects ${run}`, _status: 'published' } })
  category = created.id
})

async function redirectsTouching(slug: string) {
  const found = await payload.find({ collection: 'redirects', pagination: false, where: { from: { like: slug } } })
  return Object.fromEntries(found.docs.map((doc) => [doc.from, doc.to?.url]))
}

describe('a product that changes its customizeUrl', () => {
  it('creates a 308 from the old address to the new one, desktop and /m., in every site language', async () => {
    const product = await payload.create({ collection: 'products', data: { firstTitle: 'T', model: `a-${run}`, category, _status: 'published' } })
    await payload.update({ collection: 'products', id: product.id, data: { customizeUrl: `b-${run}`, _status: 'published' } })
    const moves: Record<Locale, Record<string, string>> = {
      zh: { [`/product-detail/a-${run}`]: `/product-detail/b-${run}`, [`/m.product-detail/a-${run}`]: `/m.product-detail/b-${run}` },
      en: { [`/en/product-detail/a-${run}`]: `/en/product-detail/b-${run}`, [`/en/m.product-detail/a-${run}`]: `/en/m.product-detail/b-${run}` },
      ru: { [`/ru/product-detail/a-${run}`]: `/ru/product-detail/b-${run}`, [`/ru/m.product-detail/a-${run}`]: `/ru/m.product-detail/b-${run}` },
    }
    expect(await redirectsTouching(`a-${run}`)).toEqual(Object.assign({}, ...locales.map((locale) => moves[locale])))
    expect(await findRedirect(`/en/m.product-detail/a-${run}/`)).toEqual({ to: `/en/m.product-detail/b-${run}`, permanent: true })
  })

  it('collapses chains (A→B, B→C gives A→C) and makes no loop when a product takes its old address back', async () => {
    const product = await payload.create({ collection: 'products', data: { firstTitle: 'T', model: `c-${run}`, category, _status: 'published' } })
    await payload.update({ collection: 'products', id: product.id, data: { customizeUrl: `d-${run}`, _status: 'published' } })
    await payload.update({ collection: 'products', id: product.id, data: { customizeUrl: `e-${run}`, _status: 'published' } })
    expect((await redirectsTouching(`c-${run}`))[`/product-detail/c-${run}`]).toBe(`/product-detail/e-${run}`)
    expect((await redirectsTouching(`d-${run}`))[`/en/product-detail/d-${run}`]).toBe(`/en/product-detail/e-${run}`)

    await payload.update({ collection: 'products', id: product.id, data: { customizeUrl: `c-${run}`, _status: 'published' } })
    expect(await redirectsTouching(`c-${run}`)).toEqual({})
    expect((await redirectsTouching(`e-${run}`))[`/product-detail/e-${run}`]).toBe(`/product-detail/c-${run}`)
    expect((await redirectsTouching(`d-${run}`))[`/product-detail/d-${run}`]).toBe(`/product-detail/c-${run}`)
  })

  it('leaves no redirect when other fields change', async () => {
    const product = await payload.create({ collection: 'products', data: { firstTitle: 'T', model: `f-${run}`, category, _status: 'published' } })
    await payload.update({ collection: 'products', id: product.id, data: { firstTitle: 'T2' } })
    expect(await redirectsTouching(`f-${run}`)).toEqual({})
  })
})

describe("an editor's own redirect", () => {
  it('is stored in one spelling and found by the lookup', async () => {
    await payload.create({
      collection: 'redirects',
      data: { from: `zh/old-${run}/?utm=x`, to: { type: 'custom', url: '/zh/mdm' }, type: '307' },
    })
    expect(await findRedirect(`/old-${run}`)).toEqual({ to: '/mdm', permanent: false })
  })

  it('may name a product, and then follows its address in the language of the old one', async () => {
    const product = await payload.create({ collection: 'products', data: { firstTitle: 'T', model: `g-${run}`, category, _status: 'published' } })
    await payload.create({
      collection: 'redirects',
      data: { from: `/en/m.brochure-${run}`, to: { type: 'reference', reference: { relationTo: 'products', value: product.id } }, type: '308' },
    })
    expect(await findRedirect(`/en/m.brochure-${run}`)).toEqual({ to: `/en/m.product-detail/g-${run}`, permanent: true })
  })

  it('refuses an address that is not a site path', async () => {
    await expect(
      payload.create({ collection: 'redirects', data: { from: '/a b', to: { type: 'custom', url: '/mdm' }, type: '308' } }),
    ).rejects.toThrow()
    await expect(
      payload.create({ collection: 'redirects', data: { from: `/x-${run}`, to: { type: 'custom', url: 'javascript:alert(1)' }, type: '308' } }),
    ).rejects.toThrow()
  })
})

describe('a redirect loop (issue 26)', () => {
  const custom = (from: string, url: string) => ({ from, to: { type: 'custom' as const, url }, type: '308' as const })
  const loopError = async (save: Promise<unknown>) => {
    const error = (await save.then(() => null, (caught: unknown) => caught)) as { status?: number; data?: { errors?: { path: string; message: string }[] } } | null
    expect(error, 'the save was accepted').not.toBeNull()
    expect(error?.status).toBe(400)
    return error?.data?.errors?.find((field) => field.path === 'to.url')?.message ?? ''
  }

  it('is refused when saved, A → B → A and longer, with the chain named; chains that end are kept', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((name) => `/loop-${name}-${run}`)
    const first = await payload.create({ collection: 'redirects', data: custom(a, b) })
    expect(await loopError(payload.create({ collection: 'redirects', data: custom(b, `${a}/?utm=1`) }))).toContain(`${b} → ${a} → ${b}`)
    await payload.create({ collection: 'redirects', data: custom(b, c) })
    expect(await loopError(payload.create({ collection: 'redirects', data: custom(c, `/zh${a}`) }))).toContain(`${c} → ${a} → ${b} → ${c}`)
    expect(await loopError(payload.create({ collection: 'redirects', data: custom(`/loop-self-${run}`, `/loop-self-${run}`) }))).toContain(`/loop-self-${run} → /loop-self-${run}`)
    // An edit is checked against the others, not against what it was.
    expect(await loopError(payload.update({ collection: 'redirects', id: first.id, data: { from: c } }))).toContain(`${c} → ${b} → ${c}`)
    await payload.update({ collection: 'redirects', id: first.id, data: { to: { type: 'custom', url: c } } })
    expect(await findRedirect(a)).toEqual({ to: c, permanent: true })
  })

  it('speaks the admin language', async () => {
    const [a, b] = ['x', 'y'].map((name) => `/loop-${name}-${run}`)
    await payload.create({ collection: 'redirects', data: custom(a, b) })
    const message = await loopError(payload.create({ collection: 'redirects', data: custom(b, a) }))
    expect(message).toBe(`这条重定向会形成循环：${b} → ${a} → ${b}。请改为指向最终页面。`)
  })
})

describe('SEO fields', () => {
  it('are read per language, an empty English field staying empty (the page derives it)', async () => {
    const product = await payload.create({
      collection: 'products',
      locale: 'zh',
      data: { firstTitle: 'T', model: `h-${run}`, category, meta: { title: '中文标题', description: '中文描述' } },
    })
    expect(await getDocumentSeo('products', product.id, 'zh')).toEqual({ title: '中文标题', description: '中文描述', image: null })
    expect(await getDocumentSeo('products', product.id, 'en')).toEqual({ title: '', description: '', image: null })
    await payload.updateGlobal({ slug: 'mdm-page', locale: 'en', data: { title: 'MDM', meta: { title: `MDM ${run}` } } })
    expect((await getGlobalSeo('mdm-page', 'en')).title).toBe(`MDM ${run}`)
    expect((await getGlobalSeo('mdm-page', 'zh')).title).toBe('')
  })
})

describe('a product address changed in a draft', () => {
  it('leaves no redirect while the new address is only a draft, and one once it is published', async () => {
    const product = await payload.create({ collection: 'products', data: { firstTitle: 'T', model: `w-${run}`, category, _status: 'published' } })
    await payload.update({ collection: 'products', id: product.id, draft: true, data: { customizeUrl: `v-${run}` } })
    expect(await redirectsTouching(`w-${run}`)).toEqual({})
    await payload.update({ collection: 'products', id: product.id, data: { customizeUrl: `v-${run}`, _status: 'published' } })
    expect((await redirectsTouching(`w-${run}`))[`/product-detail/w-${run}`]).toBe(`/product-detail/v-${run}`)
  })
})
