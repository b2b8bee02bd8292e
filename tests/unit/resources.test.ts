import { describe, expect, it } from 'vitest'

import { downloadUrl } from '../../src/rules/downloads'
import { paths } from '../../src/rules/paths'
import { countryName, documentTypes, industries, isCountryCode, regions, resourceAnchor } from '../../src/rules/resources'
import { documentPage, previewCollections } from '../../src/rules/preview'
import { twinPath } from '../../src/rules/routes'

describe('issue 29 customer resources: addresses', () => {
  it('builds the pages and their filtered forms', () => {
    expect(paths.downloads()).toBe('/downloads')
    expect(paths.downloads({ product: 'rt-t7' })).toBe('/downloads?product=rt-t7')
    expect(paths.caseStudies()).toBe('/case-studies')
    expect(paths.caseStudies('mining')).toBe('/case-studies?industry=mining')
    expect(paths.caseStudy('open-pit-haul-trucks')).toBe('/case-studies/open-pit-haul-trucks')
    expect(paths.whereToBuy()).toBe('/where-to-buy')
  })

  it.each([
    ['/downloads', '/m.downloads'],
    ['/en/downloads?product=rt-t7', '/en/m.downloads?product=rt-t7'],
    ['/case-studies', '/m.case-studies'],
    ['/case-studies/open-pit-haul-trucks', '/m.case-studies/open-pit-haul-trucks'],
    ['/en/where-to-buy#partner-3', '/en/m.where-to-buy#partner-3'],
  ])('%s has the phone twin %s, and back', (desktop, mobile) => {
    expect(twinPath(desktop, 'mobile')).toBe(mobile)
    expect(twinPath(mobile, 'desktop')).toBe(desktop)
  })

  it('downloads a current file by document, a previous one by its file too', () => {
    expect(downloadUrl(12)).toBe('/api/front/downloads/file?id=12')
    expect(downloadUrl(12, 34)).toBe('/api/front/downloads/file?id=12&fileId=34')
    expect(resourceAnchor.document(12)).toBe('document-12')
    expect(resourceAnchor.partner(3)).toBe('partner-3')
  })
})

describe('issue 29 customer resources: the fixed choices', () => {
  it('knows the document types, regions and industries, and nothing else', () => {
    expect(documentTypes.values).toEqual(['datasheet', 'manual', 'quickGuide', 'driver', 'firmware', 'sdk', 'certificate'])
    expect([documentTypes.is('driver'), documentTypes.is('Driver'), documentTypes.is('video'), documentTypes.is('toString')]).toEqual([true, false, false, false])
    expect([regions.is('europe'), regions.is('mars'), regions.is(undefined)]).toEqual([true, false, false])
    expect([industries.is('mining'), industries.is('')]).toEqual([true, false])
  })

  it('labels every choice in both languages for the admin', () => {
    expect(documentTypes.options[0]).toEqual({ value: 'datasheet', label: { zh: '规格书', en: 'Datasheet', ru: 'Технический паспорт' } })
  })

  it('takes a country as an ISO 3166 code and names it in the language of the page', () => {
    expect([isCountryCode('DE'), isCountryCode('CN'), isCountryCode('de'), isCountryCode('ZZ'), isCountryCode('DEU')]).toEqual([true, true, false, false, false])
    expect(countryName('DE', 'zh')).toBe('德国')
    expect(countryName('DE', 'en')).toBe('Germany')
    expect(countryName('xx', 'en')).toBe('xx')
  })
})

describe('issue 29 preview of a draft', () => {
  it('opens a case study on its page, a document on the download centre filtered to its product, a partner on where to buy filtered to its country', () => {
    expect(documentPage('collection', 'case-studies', { slug: 'harbour-fleet' }, 'en')).toBe('/en/case-studies/harbour-fleet')
    expect(documentPage('collection', 'case-studies', {}, 'zh')).toBeNull()
    expect(documentPage('collection', 'documents', { products: [{ id: 1, customizeUrl: 'rt-t7' }] }, 'zh')).toBe('/downloads?product=rt-t7')
    expect(documentPage('collection', 'documents', { products: [1] }, 'en')).toBe('/en/downloads')
    expect(documentPage('collection', 'partners', { id: 3 }, 'zh')).toBe('/where-to-buy')
    expect(documentPage('collection', 'partners', { id: 3, country: 'NL' }, 'en')).toBe('/en/where-to-buy?country=NL')
    expect(documentPage('global', 'where-to-buy-page', {}, 'en')).toBe('/en/where-to-buy')
    for (const slug of ['case-studies', 'documents', 'partners']) expect(previewCollections).toContain(slug)
  })
})
