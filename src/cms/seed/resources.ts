/**
 * Issue 29: seeds the customer resources (documents and their files, case studies, partners, the
 * list pages) once products, categories and solutions exist. Files are made here: PDFs by ./pdf,
 * drivers, firmware and SDKs as small .tar.gz archives by ./archive.
 */
import { createHash } from 'node:crypto'

import { tarGz } from './archive'
import { caseStudySeeds, type SeedPicture } from './content/caseStudies'
import { company, l, type L } from './content/common'
import { partnerSeeds } from './content/partners'
import { productCategories, specLabels } from './content/products'
import { documentFiles, documentSeeds, resourcePages, type FileSeed } from './content/resources'
import { inLocale } from './localize'
import { datasheetPdf, manualPdf, shortPdf } from './pdf'
import { newsCovers, solutionCovers } from './pictures'

export interface SeedUpload {
  key: string
  filename: string
  mimetype: string
  data: Buffer
  alt: L
}

export interface SeedWriter {
  create(collection: 'documents' | 'case-studies' | 'partners', tree: unknown): Promise<number>
  global(slug: keyof typeof resourcePages, tree: unknown): Promise<void>
}

const allProducts = productCategories.flatMap((category) => category.products)

function productInEnglish(model: string) {
  const product = allProducts.find((candidate) => candidate.model === model)
  if (!product) throw new Error(`Document source ${model} is not a seeded product`)
  const en = inLocale(product, 'en')
  return {
    model,
    title: en.title,
    company: company.asciiName,
    overview: en.summary,
    features: en.features,
    specs: en.specs.map((row) => ({ label: specLabels[row.item].en, value: row.value })),
  }
}

/** An archive's payload: a few KB that differ per version, so each version has its own digest. */
function archiveBytes(file: FileSeed): Buffer {
  const base = file.filename.replace(/\.tar\.gz$/, '')
  const image = createHash('sha256').update(file.filename).digest()
  return tarGz([
    { name: `${base}/README.txt`, content: [`${file.title} ${file.version}`, '', ...(file.lines ?? []), '', company.asciiName, ''].join('\n') },
    { name: `${base}/payload.bin`, content: Buffer.concat(Array.from({ length: 64 }, () => image)) },
  ])
}

function fileBytes(file: FileSeed): Buffer {
  switch (file.kind) {
    case 'datasheet':
      return datasheetPdf(productInEnglish(file.models[0]!))
    case 'manual':
      return manualPdf({ ...productInEnglish(file.models[0]!), version: file.version })
    case 'archive':
      return archiveBytes(file)
    default:
      return shortPdf({ title: file.title, subtitle: `Version ${file.version}`, company: company.asciiName, lines: file.lines ?? [] })
  }
}

/** The documents' files as uploads (key `doc-<file name>`). */
export function documentUploads(): SeedUpload[] {
  return documentFiles.map((file) => ({
    key: file.key,
    filename: file.filename,
    mimetype: file.filename.endsWith('.pdf') ? 'application/pdf' : 'application/gzip',
    data: fileBytes(file),
    alt: l(file.filename, file.filename, file.filename),
  }))
}

/** The upload key of a product's own datasheet (the product's datasheet button). */
export const datasheetKey = (model: string) => `doc-${model}-datasheet.pdf`

const pictureName = (picture: SeedPicture) => ('solution' in picture ? solutionCovers[picture.solution].name : newsCovers[picture.news].name)

export async function seedResources(
  writer: SeedWriter,
  ids: { media: (key: string) => number; product: (model: string) => number; category: (slug: string) => number; solution: (name: string) => number },
): Promise<void> {
  for (const doc of documentSeeds) {
    const { models, file, previous, ...fields } = doc
    await writer.create('documents', {
      ...fields,
      releaseDate: `${doc.releaseDate}T12:00:00.000Z`,
      products: models.map(ids.product),
      file: ids.media(file.key),
      previousVersions: (previous ?? []).map((row) => ({ ...row, releaseDate: `${row.releaseDate}T12:00:00.000Z`, file: ids.media(row.file.key) })),
    })
  }
  for (const study of caseStudySeeds) {
    const { models, solutions, cover, gallery, date, ...fields } = study
    await writer.create('case-studies', {
      ...fields,
      date: `${date}T12:00:00.000Z`,
      cover: ids.media(pictureName(cover)),
      gallery: gallery.map((picture) => ids.media(pictureName(picture))),
      products: models.map(ids.product),
      solutions: solutions.map(ids.solution),
    })
  }
  for (const [index, partner] of partnerSeeds.entries()) {
    const { lines, ...fields } = partner
    await writer.create('partners', { ...fields, productLines: lines.map(ids.category), order: (index + 1) * 10 })
  }
  for (const [slug, page] of Object.entries(resourcePages) as [keyof typeof resourcePages, (typeof resourcePages)[keyof typeof resourcePages]][]) {
    await writer.global(slug, page)
  }
}
