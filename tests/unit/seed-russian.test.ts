/**
 * Issue 40: the demo content is written in Russian beside Chinese and English, so /ru shows a
 * whole site once Russian is one of the site's languages. Every localized value of the seed's
 * content (its data and the trees its builders return) must have its Russian form.
 */
import { describe, expect, it } from 'vitest'

import { albumCategories, albums } from '../../src/cms/seed/content/albums'
import { caseStudySeeds } from '../../src/cms/seed/content/caseStudies'
import { company, l, same } from '../../src/cms/seed/content/common'
import { conferencePage, conferencePictures } from '../../src/cms/seed/content/conference'
import { eventPictures, partnerNames } from '../../src/cms/seed/content/eventPictures'
import { cpdc2024Event, gala2025Event, mega1Event } from '../../src/cms/seed/content/events'
import { jobLocations, jobs } from '../../src/cms/seed/content/jobs'
import { articles, newsCategories } from '../../src/cms/seed/content/news'
import { companyProfile, homePage, legalNotice, mdmPage, mdmPricingPage, menuSettings, mobileGuide, siteSettings } from '../../src/cms/seed/content/pages'
import { partnerSeeds } from '../../src/cms/seed/content/partners'
import { productCategories, specLabels } from '../../src/cms/seed/content/products'
import { documentSeeds, resourcePages } from '../../src/cms/seed/content/resources'
import { solutions } from '../../src/cms/seed/content/solutions'
import { isLocalizedPair } from '../../src/cms/seed/localize'
import { allPictureSpecs } from '../../src/cms/seed/pictures'

const media = () => 1

const content = {
  albumCategories,
  albums,
  caseStudySeeds,
  company,
  conferencePage: conferencePage(media),
  conferencePictures,
  eventPictures,
  partnerNames,
  events: [cpdc2024Event(media), gala2025Event(media), mega1Event(media)],
  jobLocations,
  jobs,
  articles,
  newsCategories,
  pages: [siteSettings(media), menuSettings(media), homePage(media), mdmPage(media), mdmPricingPage(), companyProfile(media), legalNotice(), mobileGuide()],
  partnerSeeds,
  productCategories,
  specLabels,
  documentSeeds,
  resourcePages,
  solutions,
  pictures: allPictureSpecs(),
}

/** The paths of the localized values under `node` that have no Russian form. */
function withoutRussian(node: unknown, path: string, found: string[] = []): string[] {
  if (isLocalizedPair(node)) {
    if (node.ru === undefined) found.push(path)
  } else if (Array.isArray(node)) {
    node.forEach((item, index) => withoutRussian(item, `${path}[${index}]`, found))
  } else if (typeof node === 'object' && node !== null && !Buffer.isBuffer(node)) {
    for (const [key, child] of Object.entries(node)) withoutRussian(child, `${path}.${key}`, found)
  }
  return found
}

const localizedCount = (node: unknown): number =>
  isLocalizedPair(node) ? 1 : Array.isArray(node) ? node.reduce((sum: number, item) => sum + localizedCount(item), 0) : typeof node === 'object' && node !== null && !Buffer.isBuffer(node) ? Object.values(node).reduce((sum: number, child) => sum + localizedCount(child), 0) : 0

describe('the seed content in Russian (issue 40)', () => {
  it('finds a value written without Russian', () => {
    expect(withoutRussian({ title: l('标题', 'Title'), name: same('RT-T10') }, 'doc')).toEqual(['doc.title'])
  })

  it('has Russian for every localized value', () => {
    expect(localizedCount(content), 'the walk reaches the content').toBeGreaterThan(1500)
    expect(withoutRussian(content, 'content')).toEqual([])
  })
})
