/**
 * Spec §3/§7 product reads (/api/front/productCategory, product, product/serial): shapes in both
 * languages, lookups by customizeUrl and id, 400 for malformed and 404 for unknown ones. Runs
 * against the seeded demo database.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { message } from '../../src/rules/messages'
import { call, read } from './support'

interface ProductSummary {
  id: number
  firstTitle: string
  model: string
  customizeUrl: string
  series: string
  imageUrl: string
}
interface ProductCategory {
  id: number
  name: string
  url: string
  imageUrl: string
  selectImageUrl: string
  productList: ProductSummary[]
}

describe('§3/§7 productCategory', () => {
  let zh: ProductCategory[]
  let en: ProductCategory[]
  beforeAll(async () => {
    ;[zh, en] = await Promise.all([
      read<ProductCategory[]>('/api/front/productCategory?language=zh'),
      read<ProductCategory[]>('/api/front/productCategory?language=en'),
    ])
  })

  it('lists categories with name, pictures, url and productList', () => {
    expect(zh.length).toBeGreaterThan(0)
    for (const category of zh) {
      expect(category).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        url: expect.any(String),
        imageUrl: expect.any(String),
        selectImageUrl: expect.any(String),
        productList: expect.any(Array),
      })
      expect(category.name).not.toBe('')
      for (const product of category.productList) {
        expect(product).toMatchObject({
          id: expect.any(Number),
          firstTitle: expect.any(String),
          model: expect.any(String),
          customizeUrl: expect.any(String),
        })
      }
    }
    expect(zh.some((category) => category.productList.length > 0)).toBe(true)
  })

  it('has the same categories and products in English, with English names', () => {
    expect(en.map((category) => category.id)).toEqual(zh.map((category) => category.id))
    expect(en.map((category) => category.productList.map((product) => product.customizeUrl))).toEqual(
      zh.map((category) => category.productList.map((product) => product.customizeUrl)),
    )
    expect(en.map((category) => category.name)).not.toEqual(zh.map((category) => category.name))
    // Chinese names are written in Chinese.
    expect(zh.some((category) => /[\u4e00-\u9fff]/.test(category.name))).toBe(true)
  })
})

describe('§7 product', () => {
  let product: ProductSummary
  let categories: ProductCategory[]
  beforeAll(async () => {
    categories = await read<ProductCategory[]>('/api/front/productCategory')
    product = categories.flatMap((category) => category.productList)[0]!
  })

  it('finds a product by customizeUrl and by id, with its detail', async () => {
    const byUrl = await read<ProductSummary & Record<string, unknown>>(
      `/api/front/product?customizeUrl=${encodeURIComponent(product.customizeUrl)}`,
    )
    expect(byUrl).toMatchObject({ id: product.id, model: product.model, customizeUrl: product.customizeUrl, firstTitle: product.firstTitle })
    expect(byUrl).toHaveProperty('specs')
    expect(byUrl).toHaveProperty('category')
    const byId = await read(`/api/front/product?id=${product.id}`)
    expect(byId).toEqual(byUrl)
  })

  it('answers in English with language=en and language=1 alike', async () => {
    const en = await read<ProductSummary>(`/api/front/product?customizeUrl=${product.customizeUrl}&language=en`)
    const one = await read<ProductSummary>(`/api/front/product?customizeUrl=${product.customizeUrl}&language=1`)
    expect(one).toEqual(en)
    expect(en.id).toBe(product.id)
  })

  it('needs customizeUrl or id', async () => {
    const none = await call('/api/front/product')
    expect(none.status).toBe(400)
    expect(none.body).toEqual({
      result: false,
      data: { field: 'customizeUrl' },
      message: message('badRequest', 'zh', { param: 'customizeUrl' }),
    })
    const both = await call(`/api/front/product?customizeUrl=${product.customizeUrl}&id=${product.id}&language=en`)
    expect(both.status).toBe(400)
    expect(both.body.message).toBe(message('badRequest', 'en', { param: 'id' }))
  })

  it.each(['id=abc', 'id=0', 'id=-1', 'id=1.5', 'id=1e3', 'customizeUrl=Not%20A%20Slug', 'customizeUrl=%3Cscript%3E'])(
    'rejects %s with a 400',
    async (query) => {
      const answer = await call(`/api/front/product?${query}`)
      expect(answer.status).toBe(400)
      expect(answer.body.result).toBe(false)
    },
  )

  it.each(['id=999999', 'customizeUrl=no-such-product-here'])('answers 404 for %s', async (query) => {
    const zh = await call(`/api/front/product?${query}`)
    expect(zh.status).toBe(404)
    expect(zh.body).toEqual({ result: false, data: null, message: message('notFoundResource', 'zh') })
    const en = await call(`/api/front/product?${query}&language=en`)
    expect(en.body.message).toBe(message('notFoundResource', 'en'))
  })
})

describe('§7 product/serial', () => {
  it('groups every product by series, or only one category', async () => {
    const categories = await read<ProductCategory[]>('/api/front/productCategory')
    const all = await read<{ series: string; products: ProductSummary[] }[]>('/api/front/product/serial')
    const count = (groups: { products: unknown[] }[]) => groups.reduce((sum, group) => sum + group.products.length, 0)
    expect(count(all)).toBe(categories.reduce((sum, category) => sum + category.productList.length, 0))
    const category = categories.find((item) => item.productList.length > 0)!
    const one = await read<{ series: string; products: ProductSummary[] }[]>(`/api/front/product/serial?categoryId=${category.id}`)
    expect(count(one)).toBe(category.productList.length)
    expect(new Set(one.flatMap((group) => group.products.map((product) => product.id)))).toEqual(
      new Set(category.productList.map((product) => product.id)),
    )
  })

  it('answers 404 for an unknown category and 400 for a malformed one', async () => {
    expect((await call('/api/front/product/serial?categoryId=999999')).status).toBe(404)
    expect((await call('/api/front/product/serial?categoryId=x')).status).toBe(400)
  })
})
