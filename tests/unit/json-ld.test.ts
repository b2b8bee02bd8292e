import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import type { CaseStudyDetail } from '../../src/data/caseStudies'
import type { SiteSettings } from '../../src/data/globals'
import type { Image } from '../../src/data/media'
import type { ProductDetail } from '../../src/data/products'
import { organizationJsonLd, productJsonLd } from '../../src/seo/jsonLd'
import { caseStudyJsonLd } from '../../src/seo/resourcesJsonLd'

const picture = (url: string) => ({ url, alt: '', width: 800, height: 600 }) as Image
const site = { companyName: 'RuiTu', description: '', logo: picture('/media/logo.png'), socials: [{ url: 'https://weibo.example/ruitu' }, { url: null }] } as unknown as SiteSettings
const product = {
  firstTitle: 'Rugged tablet',
  model: 'RT-T7',
  customizeUrl: 'rt-t7',
  summary: 'Seven inches',
  cover: picture('/media/cover.jpg'),
  gallery: [picture('/media/side.jpg')],
  category: { name: 'Tablets' },
} as unknown as ProductDetail
const seo = { title: '', description: 'Edited description', image: picture('/media/share.jpg') }

describe('structured data (JSON-LD)', () => {
  const original = process.env.SITE_URL
  beforeEach(() => {
    process.env.SITE_URL = 'https://www.example.com'
  })
  afterEach(() => {
    if (original === undefined) delete process.env.SITE_URL
    else process.env.SITE_URL = original
  })

  it('names the organisation with its absolute address in the language, logo and social pages', () => {
    expect(organizationJsonLd(site, 'en')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'RuiTu',
      description: undefined,
      url: 'https://www.example.com/en',
      logo: 'https://www.example.com/media/logo.png',
      sameAs: ['https://weibo.example/ruitu'],
    })
  })

  it("describes a product by the SEO tab's description, its share picture first, then cover and gallery", () => {
    const data = productJsonLd(product, site, 'zh', seo)
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: 'Rugged tablet', sku: 'RT-T7', description: 'Edited description', url: 'https://www.example.com/product-detail/rt-t7' })
    expect(data.image).toEqual(['https://www.example.com/media/share.jpg', 'https://www.example.com/media/cover.jpg', 'https://www.example.com/media/side.jpg'])
    expect(productJsonLd(product, site, 'en').description).toBe('Seven inches')
  })

  it('describes a case study as an Article about its customer, mentioning its products by address', () => {
    const study = { title: 'Harbour fleet', summary: 'Cranes', date: '2026-05-01', customer: 'Port of Example', slug: 'harbour-fleet', cover: null, gallery: [picture('/media/crane.jpg')], products: [product] } as unknown as CaseStudyDetail
    const data = caseStudyJsonLd(study, site, 'en')
    expect(data).toMatchObject({ '@type': 'Article', headline: 'Harbour fleet', description: 'Cranes', about: { '@type': 'Organization', name: 'Port of Example' } })
    expect(data.image).toEqual(['https://www.example.com/media/crane.jpg'])
    expect(data.mentions).toEqual([{ '@type': 'Product', name: 'Rugged tablet', model: 'RT-T7', url: 'https://www.example.com/en/product-detail/rt-t7' }])
    expect(data.mainEntityOfPage).toBe('https://www.example.com/en/case-studies/harbour-fleet')
  })
})
