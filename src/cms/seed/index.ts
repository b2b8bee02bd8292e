/**
 * Demo content for a fresh site, in Chinese and English.
 *
 *   seedIfEmpty(payload)        seeds everything when there is no product category yet
 *   ensureAdministrator(payload) creates the first administrator when there is no user yet
 *
 * A failure leaves no half-seeded site: where the adapter offers transactions (PostgreSQL) the
 * whole seed is one transaction that is rolled back (files already written to MEDIA_DIR stay);
 * where it does not (the SQLite adapter as configured has transactions off) the documents created
 * so far are deleted again, newest first, files included. A second seeder racing this one fails
 * on the unique category slugs and cleans up after itself instead of seeding twice.
 */
import { randomBytes } from 'node:crypto'
import os from 'node:os'

import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'

import { defaultLocale, type Locale, locales } from '../../rules/language'
import { payloadLocale } from '../payloadLocale'
import { albumCategories, albums } from './content/albums'
import { company, l, type L } from './content/common'
import { conferencePage, conferencePictures } from './content/conference'
import { eventPictures } from './content/eventPictures'
import {
  cpdc2024Event,
  cpdc2024Registrations,
  gala2025Event,
  gala2025Invitations,
  local,
  mega1Event,
  mega1Invitations,
  type InvitationSeed,
} from './content/events'
import { jobEmail, jobLocations, jobs } from './content/jobs'
import { articles, newsAttachments, newsCategories } from './content/news'
import { companyProfile, homePage, legalNotice, mdmPage, mdmPricingPage, menuSettings, mobileGuide, siteSettings } from './content/pages'
import { productCategories, specLabels, type ProductPictureKey, type SpecKey } from './content/products'
import { solutions } from './content/solutions'
import { inLocale, isLocalizedPair, withRowIds } from './localize'
import { makePdf } from './pdf'
import {
  albumPictures,
  bannerPictures,
  categoryIconPictures,
  menuPictures,
  newsCovers,
  productPictures,
  renderPictures,
  socialPictures,
  solutionCovers,
  type PictureSpec,
} from './pictures'
import { datasheetKey, documentUploads, seedResources } from './resources'

export interface SeedResult {
  seeded: boolean
  counts: Record<string, number>
  ms: number
}

export interface AdministratorResult {
  email: string
  /** Only when the account was created just now; print it once. */
  password?: string
  created: boolean
  /** Where the password came from, when one is returned. */
  passwordSource?: 'env' | 'generated'
}

const defaultAdminEmail = 'admin@example.com'

/** 18 characters of base64url from 18 random bytes (108 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url').slice(0, 18)
}

/**
 * Creates the first administrator when the users collection is empty: ADMIN_EMAIL (default
 * admin@example.com) with ADMIN_PASSWORD, or a generated password that is returned once.
 * When any user exists nothing is created and no password is returned.
 */
export async function ensureAdministrator(
  payload: Payload,
  env: Record<string, string | undefined> = process.env,
): Promise<AdministratorResult> {
  const email = (env.ADMIN_EMAIL?.trim() || defaultAdminEmail).toLowerCase()
  const existing = await payload.find({
    collection: 'users',
    limit: 1,
    depth: 0,
    sort: 'createdAt',
    pagination: false,
    overrideAccess: true,
  })
  if (existing.docs.length > 0) {
    const named = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    return { email: named.docs[0]?.email ?? existing.docs[0]!.email, created: false }
  }
  const fromEnv = env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.trim() !== '' ? env.ADMIN_PASSWORD : undefined
  const password = fromEnv ?? generatePassword()
  await payload.create({
    collection: 'users',
    data: { email, password, name: 'Administrator', role: 'admin' },
    depth: 0,
    overrideAccess: true,
  })
  return { email, password, created: true, passwordSource: fromEnv ? 'env' : 'generated' }
}

// ---------------------------------------------------------------------------------------------

interface Upload {
  key: string
  filename: string
  mimetype: string
  data: Buffer
  alt: L
}

/** Whether `value` holds a localized value written in `locale`. */
function writtenIn(value: unknown, locale: Locale): boolean {
  if (isLocalizedPair(value)) return value[locale] !== undefined
  if (Array.isArray(value)) return value.some((item) => writtenIn(item, locale))
  if (typeof value === 'object' && value !== null && !Buffer.isBuffer(value)) return Object.values(value).some((item) => writtenIn(item, locale))
  return false
}

/** The site's languages after the default one, which the first write of a document is in. */
const laterLocales = locales.filter((locale) => locale !== defaultLocale)

function iso(date: string): string {
  // Day-only dates are kept at noon UTC, as Payload's day picker does, so every time zone shows the same day.
  return `${date}T12:00:00.000Z`
}

/**
 * Writes go through a small helper that creates a document in Chinese, then writes the English
 * values over it (same array rows, by id). Every write shares the seed's transaction.
 */
class Writer {
  readonly counts: Record<string, number> = {}
  /** Every document created, oldest first, to undo them when there is no transaction. */
  readonly created: { collection: CollectionSlug; id: number }[] = []

  private readonly payload: Payload
  private readonly transactionID: number | string | null

  constructor(payload: Payload, transactionID: number | string | null) {
    this.payload = payload
    this.transactionID = transactionID
  }

  /** A fresh request for each call: Payload mutates the request it is given (locale, file). */
  req(): Partial<PayloadRequest> {
    return this.transactionID === null ? {} : { transactionID: this.transactionID }
  }

  private count(slug: string) {
    this.counts[slug] = (this.counts[slug] ?? 0) + 1
  }

  /** The seed's content is published: a versioned document would otherwise start as a draft. */
  private published(data: unknown, versions: { drafts?: unknown } | false | undefined): unknown {
    return versions && versions.drafts ? { ...(data as object), _status: 'published' } : data
  }

  private collectionData(collection: CollectionSlug, data: unknown): unknown {
    return this.published(data, this.payload.collections[collection].config.versions)
  }

  private globalData(slug: GlobalSlug, data: unknown): unknown {
    return this.published(data, this.payload.globals.config.find((global) => global.slug === slug)?.versions)
  }

  async create(collection: CollectionSlug, tree: unknown): Promise<number> {
    const doc = (await this.payload.create({
      collection,
      locale: defaultLocale,
      data: this.collectionData(collection, inLocale(tree, defaultLocale)) as never,
      depth: 0,
      overrideAccess: true,
      req: this.req(),
    })) as unknown as { id: number }
    this.created.push({ collection, id: doc.id })
    for (const locale of laterLocales) if (writtenIn(tree, locale)) await this.update(collection, doc.id, tree, doc, locale)
    this.count(collection)
    return doc.id
  }

  private async update(collection: CollectionSlug, id: number, tree: unknown, saved: unknown, locale: Locale) {
    await this.payload.update({
      collection,
      id,
      locale: payloadLocale(locale),
      data: this.collectionData(collection, withRowIds(inLocale(tree, locale), saved)) as never,
      depth: 0,
      overrideAccess: true,
      req: this.req(),
    })
  }

  async global(slug: GlobalSlug, tree: unknown): Promise<void> {
    const saved = await this.payload.updateGlobal({
      slug,
      locale: defaultLocale,
      data: this.globalData(slug, inLocale(tree, defaultLocale)) as never,
      depth: 0,
      overrideAccess: true,
      req: this.req(),
    })
    for (const locale of laterLocales.filter((locale) => writtenIn(tree, locale))) {
      await this.payload.updateGlobal({
        slug,
        locale: payloadLocale(locale),
        data: this.globalData(slug, withRowIds(inLocale(tree, locale), saved)) as never,
        depth: 0,
        overrideAccess: true,
        req: this.req(),
      })
    }
    this.count('globals')
  }

  async upload(file: Upload): Promise<number> {
    const doc = await this.payload.create({
      collection: 'media',
      locale: defaultLocale,
      // Album pictures move to the album area when their album is saved (Albums' keepPicturesPrivate).
      data: { alt: file.alt[defaultLocale], area: 'site' },
      file: { data: file.data, mimetype: file.mimetype, name: file.filename, size: file.data.length },
      depth: 0,
      overrideAccess: true,
      req: this.req(),
    })
    this.created.push({ collection: 'media', id: doc.id })
    // Written in every language, even when it reads the same (a download-centre file's name): reads
    // never fall back to another language (issue 31), so an unwritten alt would be empty.
    for (const locale of laterLocales.filter((locale) => file.alt[locale] !== undefined)) {
      await this.payload.update({ collection: 'media', id: doc.id, locale: payloadLocale(locale), data: { alt: file.alt[locale] }, depth: 0, overrideAccess: true, req: this.req() })
    }
    this.count('media')
    return doc.id
  }

  /** Deletes what this seed created, newest first; returns how many could not be deleted. */
  async undo(): Promise<number> {
    let failed = 0
    for (const { collection, id } of [...this.created].reverse()) {
      try {
        await this.payload.delete({ collection, id, overrideAccess: true, req: this.req() })
      } catch {
        failed++
      }
    }
    return failed
  }
}

function pictureSpecs(): PictureSpec[] {
  return [
    ...Object.values(productPictures),
    ...Object.values(bannerPictures),
    ...Object.values(newsCovers),
    ...Object.values(solutionCovers),
    ...Object.values(menuPictures),
    ...productCategories.flatMap((category) => categoryIconPictures(category.icon, category.name)),
    ...Object.values(socialPictures),
    ...Object.values(albumPictures),
    ...conferencePictures,
    ...eventPictures,
  ]
}

function pdfUploads(): Upload[] {
  const attachmentFiles = Object.entries(newsAttachments).map(([key, attachment]) => ({
    key: `attachment-${key}`,
    filename: attachment.file,
    mimetype: 'application/pdf',
    data: makePdf({
      title: attachment.title,
      subtitle: attachment.subtitle,
      footer: company.asciiName,
      lines: attachment.lines.map((text) => ({ text, bullet: true })),
    }),
    alt: l(`附件：${attachment.title}`, `Attachment: ${attachment.title}`),
  }))
  // Issue 29: every product's own datasheet and manual, and the other documents' files.
  return [...documentUploads(), ...attachmentFiles]
}

async function seedEverything(writer: Writer): Promise<void> {
  // Media first: pictures are drawn in parallel, then uploaded one by one (one transaction).
  const rendered = await renderPictures(pictureSpecs(), Math.max(2, Math.min(4, os.availableParallelism())))
  const uploads: Upload[] = [
    ...rendered.map((picture) => ({
      key: picture.name,
      filename: picture.filename,
      mimetype: picture.mimetype,
      data: picture.data,
      alt: picture.alt,
    })),
    ...pdfUploads(),
  ]
  const mediaIds = new Map<string, number>()
  for (const upload of uploads) mediaIds.set(upload.key, await writer.upload(upload))
  const media = (key: string): number => {
    const id = mediaIds.get(key)
    if (id === undefined) throw new Error(`Seed picture ${key} was not uploaded`)
    return id
  }
  const productPicture = (key: ProductPictureKey) => media(productPictures[key].name)

  // Product categories, then the specification items (issue 14), then products (§2.5, §3).
  const categoryIds: number[] = []
  for (const [categoryIndex, category] of productCategories.entries()) {
    const [icon, selectedIcon] = categoryIconPictures(category.icon, category.name)
    const categoryId = await writer.create('product-categories', {
      name: category.name,
      slug: category.slug,
      image: media(icon.name),
      selectedImage: media(selectedIcon.name),
      summary: category.summary,
      order: (categoryIndex + 1) * 10,
    })
    categoryIds.push(categoryId)
  }
  const specItemIds = new Map<SpecKey, number>()
  for (const [index, key] of (Object.keys(specLabels) as SpecKey[]).entries()) {
    const usedBy = categoryIds.filter((_, categoryIndex) =>
      productCategories[categoryIndex]!.products.some((product) => product.specs.some((row) => row.item === key)),
    )
    specItemIds.set(key, await writer.create('spec-items', { key, label: specLabels[key], categories: usedBy, order: (index + 1) * 10 }))
  }
  const productIds = new Map<string, number>()
  for (const [categoryIndex, category] of productCategories.entries()) {
    for (const [index, product] of category.products.entries()) {
      const id = await writer.create('products', {
        firstTitle: product.title,
        model: product.model,
        customizeUrl: product.model.toLowerCase(),
        category: categoryIds[categoryIndex]!,
        series: product.series,
        order: (index + 1) * 10,
        cover: productPicture(product.pictures[0]!),
        gallery: product.pictures.map(productPicture),
        summary: product.summary,
        features: product.features.map((text) => ({ text })),
        specs: product.specs.map((row) => ({ item: specItemIds.get(row.item)!, value: row.value })),
        datasheet: media(datasheetKey(product.model)),
      })
      productIds.set(product.model, id)
    }
  }
  const productId = (model: string) => {
    const id = productIds.get(model)
    if (id === undefined) throw new Error(`Related product ${model} is not seeded`)
    return id
  }

  // Solutions.
  const solutionIds = new Map<string, number>()
  for (const [index, solution] of solutions.entries()) {
    solutionIds.set(solution.name.en, await writer.create('solutions', {
      name: solution.name,
      summary: solution.summary,
      cover: media(solutionCovers[solution.cover].name),
      body: solution.body,
      highlights: solution.highlights,
      relatedProducts: solution.related.map(productId),
      order: (index + 1) * 10,
    }))
  }

  // Issue 29: the download centre, case studies and partners.
  const known = <K>(map: Map<K, number>, what: string) => (key: K) => {
    const id = map.get(key)
    if (id === undefined) throw new Error(`Seeded ${what} ${String(key)} is unknown`)
    return id
  }
  const categoryIdsBySlug = new Map(productCategories.map((category, index) => [category.slug, categoryIds[index]!]))
  await seedResources(writer, {
    media,
    product: productId,
    category: known(categoryIdsBySlug, 'category'),
    solution: known(solutionIds, 'solution'),
  })

  // News.
  const newsCategoryIds = new Map<string, number>()
  for (const [index, category] of newsCategories.entries()) {
    newsCategoryIds.set(category.code, await writer.create('news-categories', { name: category.name, code: category.code, order: (index + 1) * 10 }))
  }
  for (const article of articles) {
    await writer.create('news', {
      title: article.title,
      date: iso(article.date),
      category: newsCategoryIds.get(article.category)!,
      top: article.top ?? false,
      banner: article.banner ?? false,
      cover: media(newsCovers[article.cover].name),
      summary: article.summary,
      body: article.body,
      attachments: (article.attachments ?? []).map((key) => media(`attachment-${key}`)),
    })
  }

  // Careers.
  const locationIds = new Map<string, number>()
  for (const [index, location] of jobLocations.entries()) {
    locationIds.set(location.key, await writer.create('job-locations', { name: location.name, order: (index + 1) * 10 }))
  }
  for (const [index, job] of jobs.entries()) {
    await writer.create('jobs', {
      title: job.title,
      location: locationIds.get(job.location)!,
      department: job.department,
      headcount: job.headcount,
      description: job.description,
      requirements: job.requirements.map((text) => ({ text })),
      email: jobEmail,
      order: (index + 1) * 10,
    })
  }

  // Albums (admin area).
  const albumCategoryIds = new Map<string, number>()
  for (const [index, category] of albumCategories.entries()) {
    albumCategoryIds.set(category.key, await writer.create('album-categories', { name: category.name, order: (index + 1) * 10 }))
  }
  for (const album of albums) {
    await writer.create('albums', {
      title: album.title,
      category: albumCategoryIds.get(album.category)!,
      date: iso(album.date),
      cover: media(albumPictures[album.photos[0]!.picture].name),
      description: album.description,
      photos: album.photos.map((photo) => ({ image: media(albumPictures[photo.picture].name), caption: photo.caption })),
    })
  }

  // Events (docs/events.md): the 2024 conference with its past registrations, the 2025 gala with
  // personal invitations, the MEGA1 launch.
  const cpdcId = await writer.create('events', cpdc2024Event(media))
  let arrival = 0
  for (const [index, registration] of cpdc2024Registrations.entries()) {
    const { checkedInAt, ...fields } = registration
    await writer.create('registrations', {
      ...fields,
      event: cpdcId,
      status: 'confirmed',
      seat: index + 1,
      checkedIn: Boolean(checkedInAt),
      ...(checkedInAt ? { signedInAt: local(checkedInAt), signInNumber: ++arrival, signInMethod: 'code' } : {}),
    })
  }
  const invite = async (eventId: number, guests: InvitationSeed[]) => {
    let arrivals = 0
    for (const guest of guests) {
      const { answer, ...fields } = guest
      const invitation = await writer.create('invitations', {
        ...fields,
        event: eventId,
        status: answer?.status ?? 'pending',
        ...(answer ? { respondedAt: local('2025-09-20 10:00') } : {}),
      })
      if (answer?.status === 'accepted') {
        await writer.create('registrations', {
          event: eventId,
          invitation,
          code: answer.registrationCode,
          name: guest.guestName,
          company: guest.company,
          jobTitle: guest.jobTitle,
          phone: guest.phone,
          email: guest.email,
          answers: answer.answers,
          language: guest.language,
          source: 'invitation',
          status: 'confirmed',
          checkedIn: Boolean(answer.checkedInAt),
          ...(answer.checkedInAt ? { signedInAt: local(answer.checkedInAt), signInNumber: ++arrivals, signInMethod: 'phone' } : {}),
        })
      }
    }
  }
  await invite(await writer.create('events', gala2025Event(media)), gala2025Invitations)
  await invite(await writer.create('events', mega1Event(media)), mega1Invitations)

  // Globals.
  await writer.global('site-settings', siteSettings(media))
  await writer.global('menu-settings', menuSettings(media))
  await writer.global('home-page', homePage(media))
  await writer.global('mdm-page', mdmPage(media))
  await writer.global('mdm-pricing', mdmPricingPage())
  await writer.global('company-profile', companyProfile(media))
  await writer.global('legal-notice', legalNotice())
  await writer.global('conference-page', { ...conferencePage(media), event: cpdcId })
  await writer.global('mobile-guide', mobileGuide())
}

/**
 * Seeds the demo content when the database has no product category; otherwise does nothing.
 * Counts are documents created per collection (plus `globals`).
 */
export async function seedIfEmpty(payload: Payload): Promise<SeedResult> {
  const started = performance.now()
  const existing = await payload.count({ collection: 'product-categories', overrideAccess: true })
  if (existing.totalDocs > 0) return { seeded: false, counts: {}, ms: Math.round(performance.now() - started) }

  const transactionID = typeof payload.db.beginTransaction === 'function' ? await payload.db.beginTransaction() : null
  const writer = new Writer(payload, transactionID)
  try {
    await seedEverything(writer)
    if (transactionID !== null) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID !== null) {
      await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    } else {
      const left = await writer.undo()
      payload.logger.error(
        `Seeding failed; removed the ${writer.created.length - left} documents it had created${left ? ` (${left} could not be removed)` : ''}.`,
      )
    }
    throw error
  }
  return { seeded: true, counts: writer.counts, ms: Math.round(performance.now() - started) }
}
