/**
 * A tiny PDF 1.4 writer for seeded datasheets and news attachments: A4 pages, the standard
 * Helvetica fonts (no embedding), ASCII text only, a navy title bar, word-wrapped lines and a
 * page footer. The cross-reference table holds exact byte offsets, so viewers open the file
 * without a repair pass.
 */

export interface PdfLine {
  text: string
  /** Font size in points (default 10.5). */
  size?: number
  bold?: boolean
  /** Extra space above the line, in points. */
  gapBefore?: number
  /** Orange bullet square before the line. */
  bullet?: boolean
  /** Start a new page before this line. */
  pageBreakBefore?: boolean
}

export interface PdfDocument {
  title: string
  subtitle?: string
  lines: readonly PdfLine[]
  /** Footer text on every page, e.g. the company name. */
  footer?: string
  /** Written into the document information dictionary; fixed so output is reproducible. */
  date?: Date
}

const page = { width: 595.28, height: 841.89 } as const // A4 in points
const margin = { left: 56, right: 56, top: 120, bottom: 64 } as const
const navy = '0.043 0.145 0.271'
const orange = '0.949 0.561 0.231'
const steel = '0.075 0.192 0.361'

/** Keeps printable ASCII only (the fonts are used with their built-in encoding). */
export function asciiOnly(value: string): string {
  return value
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u00b0/g, ' deg ')
    .replace(/\u00d7/g, 'x')
    .replace(/[^\x20-\x7e]/g, '?')
}

function escapePdfString(value: string): string {
  return asciiOnly(value).replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')
}

/** Rough Helvetica advance widths: good enough to wrap lines inside the margins. */
function textWidth(value: string, size: number, bold: boolean): number {
  let units = 0
  for (const char of value) {
    if ('il.,:;|!\'`'.includes(char)) units += 0.28
    else if ('fjtr() -[]/'.includes(char)) units += 0.33
    else if ('mwMW'.includes(char)) units += 0.83
    else if (char >= 'A' && char <= 'Z') units += 0.67
    else if (char >= '0' && char <= '9') units += 0.556
    else units += 0.52
  }
  return units * size * (bold ? 1.06 : 1)
}

function wrap(value: string, size: number, bold: boolean, maxWidth: number): string[] {
  const words = asciiOnly(value).split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let current = ''
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word
    if (current && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(current)
      current = word
    } else {
      current = candidate
    }
  }
  if (current) lines.push(current)
  return lines.length ? lines : ['']
}

interface PlacedLine {
  text: string
  size: number
  bold: boolean
  x: number
  y: number
  bullet: boolean
}

function layout(lines: readonly PdfLine[]): PlacedLine[][] {
  const pages: PlacedLine[][] = [[]]
  let y = page.height - margin.top
  const usable = page.width - margin.left - margin.right
  for (const line of lines) {
    const size = line.size ?? 10.5
    const bold = line.bold ?? false
    const indent = line.bullet ? 14 : 0
    const leading = size * 1.45
    if (line.pageBreakBefore && pages[pages.length - 1]!.length > 0) {
      pages.push([])
      y = page.height - margin.top
    } else {
      y -= line.gapBefore ?? 0
    }
    wrap(line.text, size, bold, usable - indent).forEach((piece, index) => {
      if (y - leading < margin.bottom) {
        pages.push([])
        y = page.height - margin.top
      }
      y -= leading
      pages[pages.length - 1]!.push({
        text: piece,
        size,
        bold,
        x: margin.left + indent,
        y,
        bullet: Boolean(line.bullet) && index === 0,
      })
    })
  }
  return pages
}

function pageContent(doc: PdfDocument, lines: PlacedLine[], pageNumber: number, pageCount: number): string {
  const ops: string[] = []
  // Title bar with an orange accent stripe.
  ops.push(`${navy} rg 0 ${(page.height - 84).toFixed(2)} ${page.width} 84 re f`)
  ops.push(`${orange} rg 0 ${(page.height - 88).toFixed(2)} ${page.width} 4 re f`)
  ops.push(`BT /F2 20 Tf 1 1 1 rg ${margin.left} ${(page.height - 46).toFixed(2)} Td (${escapePdfString(doc.title)}) Tj ET`)
  if (doc.subtitle) {
    ops.push(
      `BT /F1 10.5 Tf 0.8 0.86 0.93 rg ${margin.left} ${(page.height - 68).toFixed(2)} Td (${escapePdfString(doc.subtitle)}) Tj ET`,
    )
  }
  for (const line of lines) {
    if (line.bullet) ops.push(`${orange} rg ${(line.x - 12).toFixed(2)} ${(line.y + line.size * 0.22).toFixed(2)} 4.5 4.5 re f`)
    const colour = line.bold ? steel : '0.15 0.17 0.2'
    ops.push(
      `BT /${line.bold ? 'F2' : 'F1'} ${line.size} Tf ${colour} rg ${line.x.toFixed(2)} ${line.y.toFixed(2)} Td (${escapePdfString(line.text)}) Tj ET`,
    )
  }
  // Footer rule, footer text and page number.
  ops.push(`0.8 0.84 0.88 RG 0.6 w ${margin.left} 44 m ${(page.width - margin.right).toFixed(2)} 44 l S`)
  if (doc.footer) ops.push(`BT /F1 8.5 Tf 0.4 0.45 0.5 rg ${margin.left} 30 Td (${escapePdfString(doc.footer)}) Tj ET`)
  ops.push(
    `BT /F1 8.5 Tf 0.4 0.45 0.5 rg ${(page.width - margin.right - 40).toFixed(2)} 30 Td (Page ${pageNumber} / ${pageCount}) Tj ET`,
  )
  return ops.join('\n')
}

function pdfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `D:${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(
    date.getUTCMinutes(),
  )}${pad(date.getUTCSeconds())}Z`
}

/** Renders the document to the bytes of a complete PDF file. */
export function makePdf(doc: PdfDocument): Buffer {
  const pages = layout(doc.lines)
  // Object numbers: 1 catalog, 2 page tree, 3 Helvetica, 4 Helvetica-Bold, 5 info,
  // then a page object and its content stream for each page.
  const objects: string[] = []
  const pageObjectNumbers = pages.map((_, index) => 6 + index * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageObjectNumbers.map((n) => `${n} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'
  objects[5] = `<< /Title (${escapePdfString(doc.title)}) /Producer (seed pdf.ts) /CreationDate (${pdfDate(
    doc.date ?? new Date(Date.UTC(2026, 0, 1)),
  )}) >>`
  pages.forEach((lines, index) => {
    const pageNumber = pageObjectNumbers[index]!
    const content = pageContent(doc, lines, index + 1, pages.length)
    objects[pageNumber] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageNumber + 1} 0 R >>`
    // Content is ASCII, so its length in characters is its length in bytes.
    objects[pageNumber + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`
  })

  // Everything below is written as latin1, one byte per character, so string lengths are byte offsets.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets: number[] = []
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = out.length
    out += `${n} 0 obj\n${objects[n]}\nendobj\n`
  }
  const xrefOffset = out.length
  out += `xref\n0 ${objects.length}\n`
  out += '0000000000 65535 f \n'
  for (let n = 1; n < objects.length; n++) out += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

/** A product datasheet: title bar, overview, key features, a spec list and a legal line. */
export function datasheetPdf(input: {
  model: string
  title: string
  company: string
  overview: string
  features: readonly string[]
  specs: readonly { label: string; value: string }[]
}): Buffer {
  const lines: PdfLine[] = [
    { text: 'Overview', size: 13, bold: true },
    { text: input.overview, gapBefore: 2 },
    { text: 'Key features', size: 13, bold: true, gapBefore: 12 },
    ...input.features.map((text) => ({ text, bullet: true })),
    { text: 'Specifications', size: 13, bold: true, gapBefore: 12 },
    ...input.specs.map(({ label, value }) => ({ text: `${label}: ${value}`, bullet: true })),
    { text: 'Ordering information', size: 13, bold: true, pageBreakBefore: true },
    { text: `${input.model}: standard configuration, as specified on page 1.`, bullet: true, gapBefore: 2 },
    { text: `${input.model}-CUSTOM: custom configuration (memory, wireless, connectors, firmware) on request.`, bullet: true },
    { text: 'Accessories such as docks, mounts, cables and spare batteries are listed in the product catalogue.', bullet: true },
    { text: 'Warranty and support', size: 13, bold: true, gapBefore: 12 },
    {
      text: 'Standard warranty is 24 months from shipment; extended warranty and advance replacement are available. Firmware and driver updates are delivered through the MDM platform or the support portal.',
      gapBefore: 2,
    },
    { text: 'Contact: sales@ruitu.example / 400-820-7788', gapBefore: 8, bold: true },
    {
      text: 'Specifications are subject to change without notice. Demo document generated for a fictional company.',
      size: 8.5,
      gapBefore: 18,
    },
  ]
  return makePdf({
    title: `${input.model} Datasheet`,
    subtitle: input.title,
    footer: input.company,
    lines,
  })
}

/** A product's user manual: safety, getting started, features, specifications, care and support. */
export function manualPdf(input: {
  model: string
  title: string
  company: string
  version: string
  overview: string
  features: readonly string[]
  specs: readonly { label: string; value: string }[]
}): Buffer {
  const section = (text: string, pageBreakBefore = false): PdfLine => ({ text, size: 13, bold: true, gapBefore: 12, pageBreakBefore })
  const lines: PdfLine[] = [
    { text: `Manual version ${input.version}`, size: 9, gapBefore: 0 },
    section('1. About this manual'),
    { text: `This manual describes how to install, operate and look after the ${input.model}. ${input.overview}`, gapBefore: 2 },
    section('2. Safety'),
    ...[
      'Read this manual before you install or use the device, and keep it with the device.',
      'Install the device only where it does not block the driver\'s view or an airbag.',
      'Connect power through a fused line within the input range given in the specifications.',
      'Do not open the housing: there are no parts inside that you can service.',
    ].map((text) => ({ text, bullet: true })),
    section('3. Getting started'),
    ...[
      'Unpack the device and check the contents against the packing list.',
      'Mount the device with the supplied bracket or dock, then connect power and antennas.',
      'Press the power key for two seconds; the status light turns green when the system has started.',
      'Enrol the device in the MDM platform with the QR code on its label to receive settings and updates.',
    ].map((text) => ({ text, bullet: true })),
    section('4. Features', true),
    ...input.features.map((text) => ({ text, bullet: true })),
    section('5. Specifications'),
    ...input.specs.map(({ label, value }) => ({ text: `${label}: ${value}`, bullet: true })),
    section('6. Care and maintenance'),
    { text: 'Clean the screen and housing with a damp cloth; check seals and connector caps every six months. Keep firmware up to date through the MDM platform or the download centre.', gapBefore: 2 },
    section('7. Support'),
    { text: 'Contact: sales@ruitu.example / 400-820-7788. Demo document generated for a fictional company.', gapBefore: 2 },
  ]
  return makePdf({ title: `${input.model} User Manual`, subtitle: input.title, footer: input.company, lines })
}

/** A short document of numbered steps or statements: quick guides and certificates. */
export function shortPdf(input: { title: string; subtitle: string; company: string; lines: readonly string[] }): Buffer {
  return makePdf({ title: input.title, subtitle: input.subtitle, footer: input.company, lines: input.lines.map((text) => ({ text, bullet: true })) })
}
