/**
 * The restore drill of issue 39, for every shape (SQLite, PostgreSQL, the cluster with S3): clients
 * post enquiries and an editor uploads pictures while a backup is taken; the backup is restored
 * into an empty database and media store and a fresh instance serves it. Every enquiry
 * acknowledged before the backup began must be there, every media file's bytes must match, and
 * the restored site must serve the same pages and its admin. Its figures go to the summary.
 */
import { createHash, randomBytes } from 'node:crypto'

import sharp from 'sharp'
import { expect } from 'vitest'

import type { Manifest } from '../../server/backup/manifest.ts'
import { sharedCacheSeconds } from '../../server/shared-cache.ts'
import type { CommandResult } from '../integration/support/backups'
import { acknowledged, adminToken, call, postEnquiry, sleep, storedMarkers } from './support'

export interface DrillShape {
  /** How the summary names it: `SQLite`, `PostgreSQL`, `cluster (S3)`, … */
  name: string
  /** The running site the load goes to. */
  site: string
  /** Takes the backup (`npm run backup`), while the load runs. */
  backup(): Promise<{ location: string; manifest: Manifest }>
  /** Restores it into an empty database and media store (`npm run restore`). */
  restore(location: string): Promise<CommandResult>
  /** Serves the restored database and media: a fresh instance. */
  startRestored(): Promise<{ baseUrl: string; stop(): Promise<void> }>
  /** Pages compared between the site and the restored one (desktop). */
  pages: string[]
  /** Media checked by their file address on both, besides the uploads: all when absent. */
  mediaSample?: number
}

export interface DrillFigures {
  backupSeconds: number
  restoreSeconds: number
  bytes: number
  documents: { restored: number; expected: number }
  enquiries: { found: number; acknowledged: number }
  media: { matched: number; checked: number }
}

const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

/** A page's text as a reader sees it: no markup, scripts or styles. */
async function pageText(base: string, pathname: string): Promise<{ status: number; text: string }> {
  const response = await fetch(base + pathname, { headers: { 'User-Agent': desktop }, redirect: 'manual', signal: AbortSignal.timeout(60_000) })
  const html = await response.text()
  const text = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()
  return { status: response.status, text }
}

async function fileDigest(base: string, token: string, filename: string): Promise<string | null> {
  const response = await fetch(`${base}/api/cms/media/file/${encodeURIComponent(filename)}`, { headers: { Authorization: `JWT ${token}` }, signal: AbortSignal.timeout(30_000) })
  if (!response.ok) return null
  return createHash('sha256').update(Buffer.from(await response.arrayBuffer())).digest('hex')
}

/** Every file of a media document: the upload and its resized copies. */
function filesOf(doc: { filename?: string | null; sizes?: Record<string, { filename?: string | null }> }): string[] {
  return [doc.filename, ...Object.values(doc.sizes ?? {}).map((size) => size.filename)].filter((name): name is string => Boolean(name))
}

/**
 * Renames the latest article (its Chinese title) and waits for its page to show it, and for every
 * page to: a shared cache in front (nginx) may answer its copy of another page, such as the home
 * page's news list, for SHARED_CACHE_SECONDS after the save (server/shared-cache.ts). The article
 * page's address.
 */
async function editArticle(site: string, token: string, run: string): Promise<string> {
  const headers = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
  const { docs } = (await (await fetch(`${site}/api/cms/news?limit=1&depth=0&sort=-date`, { headers })).json()) as { docs: { id: number }[] }
  const saved = await fetch(`${site}/api/cms/news/${docs[0]!.id}?locale=zh`, { method: 'PATCH', headers, body: JSON.stringify({ title: `演练${run}` }) })
  expect(saved.status).toBe(200)
  const savedAt = Date.now()
  const pathname = `/news-detail/${docs[0]!.id}`
  for (const started = Date.now(); !(await pageText(site, pathname)).text.includes(run) && Date.now() - started < 10_000; ) await sleep(100)
  await sleep(savedAt + sharedCacheSeconds() * 1000 + 100 - Date.now())
  return pathname
}

/**
 * The runbook's "restoring one deleted document": the article at `pathname` is deleted on the live
 * site, then read from the side instance (the restored backup) and created again on the live site
 * through the API, one language at a time. Its new page address.
 */
async function recoverDeleted(pathname: string, live: { site: string; token: string }, side: { site: string; token: string }): Promise<string> {
  const id = pathname.split('/').at(-1)
  const api = async ({ site, token }: typeof live, method: string, resource: string, body?: unknown) => {
    const response = await fetch(`${site}/api/cms/${resource}`, { method, headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
    expect(response.status, `${method} ${resource}`).toBeLessThan(300)
    return (await response.json()) as Record<string, unknown> & { doc?: { id: number } }
  }
  await api(live, 'DELETE', `news/${id}`)
  const [zh, en] = await Promise.all(['zh', 'en'].map((locale) => api(side, 'GET', `news/${id}?depth=0&locale=${locale}`)))
  const fields = ({ id: _id, createdAt: _created, updatedAt: _updated, ...rest }: Record<string, unknown>) => rest
  const created = await api(live, 'POST', 'news?locale=zh', fields(zh!))
  await api(live, 'PATCH', `news/${created.doc!.id}?locale=en`, fields(en!))
  expect((await api(live, 'GET', `news/${created.doc!.id}?depth=0&locale=en`)).title, 'the English title, brought back too').toBe(en!.title)
  return `/news-detail/${created.doc!.id}`
}

interface Acked {
  marker: string
  at: number
}

/** Six clients posting enquiries and an editor uploading pictures, until `stop`. */
function startLoad(site: string, token: string, run: string) {
  const enquiries: Acked[] = []
  const uploads: (Acked & { filename: string; sha256: string })[] = []
  let running = true
  const client = async (index: number) => {
    for (let n = 0; running; n++) {
      const marker = `${run}c${index}n${n}`
      const answer = await postEnquiry(site, marker, `198.18.${200 + index}.${1 + (n % 250)}`)
      if (acknowledged(answer)) enquiries.push({ marker, at: Date.now() })
    }
  }
  const editor = async () => {
    for (let n = 0; running; n++) {
      const colour = `#${randomBytes(3).toString('hex')}`
      const picture = await sharp({ create: { width: 640, height: 400, channels: 3, background: colour } }).png().toBuffer()
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), `${run}-${n}.png`)
      form.append('_payload', JSON.stringify({ alt: `${run} ${n}`, area: 'site' }))
      const response = await fetch(`${site}/api/cms/media`, { method: 'POST', headers: { Authorization: `JWT ${token}` }, body: form }).catch(() => null)
      const body = response?.ok ? ((await response.json()) as { doc: { filename: string } }) : null
      if (body) uploads.push({ marker: `${run} ${n}`, at: Date.now(), filename: body.doc.filename, sha256: createHash('sha256').update(picture).digest('hex') })
    }
  }
  const load = Promise.all([...Array.from({ length: 6 }, (_, index) => client(index)), editor()])
  return {
    enquiries,
    uploads,
    async stop() {
      running = false
      await load
    },
  }
}

export async function restoreDrill(shape: DrillShape): Promise<DrillFigures> {
  const run = `drill${randomBytes(4).toString('hex')}`
  const token = await adminToken(shape.site)
  // An edit saved before the backup: the restored site must render it from the restored database.
  const edited = await editArticle(shape.site, token, run)
  const pages = [...shape.pages, edited]
  const before = Object.fromEntries(await Promise.all(pages.map(async (pathname) => [pathname, await pageText(shape.site, pathname)] as const)))
  const load = startLoad(shape.site, token, run)
  let taken: Awaited<ReturnType<DrillShape['backup']>>
  let began = 0
  let backupSeconds = 0
  try {
    for (const started = Date.now(); (load.enquiries.length < 40 || load.uploads.length < 2) && Date.now() - started < 90_000; ) await sleep(50)
    began = Date.now()
    taken = await shape.backup()
    backupSeconds = (Date.now() - began) / 1000
    await sleep(500) // and a little after it
  } finally {
    await load.stop()
  }
  const enquiriesBefore = load.enquiries.filter((entry) => entry.at < began)
  const uploadsBefore = load.uploads.filter((entry) => entry.at < began)
  expect(enquiriesBefore.length, 'enquiries acknowledged before the backup began').toBeGreaterThan(0)
  expect(uploadsBefore.length, 'pictures uploaded before the backup began').toBeGreaterThan(0)
  expect(load.enquiries.length, 'the clients went on posting while the backup ran').toBeGreaterThan(enquiriesBefore.length)

  const restoreStarted = Date.now()
  const restored = await shape.restore(taken.location)
  const restoreSeconds = (Date.now() - restoreStarted) / 1000
  expect(restored.code, restored.stderr).toBe(0)
  // The restore's table: collection, its count in the backup, its count restored.
  const rows = [...restored.stdout.matchAll(/^[a-z_]+\s+(\d+)\s+(\d+)$/gm)]
  expect(rows.length, 'the restore prints each collection\'s counts').toBe(Object.keys(taken.manifest.counts).length)
  const documents = { restored: rows.reduce((sum, row) => sum + Number(row[2]), 0), expected: Object.values(taken.manifest.counts).reduce((sum, count) => sum + count, 0) }
  expect(documents.restored).toBe(documents.expected)

  const fresh = await shape.startRestored()
  try {
    const stored = await storedMarkers(fresh.baseUrl, run)
    const found = enquiriesBefore.filter((entry) => stored.has(entry.marker))
    expect(found.length, 'every enquiry acknowledged before the backup began is restored').toBe(enquiriesBefore.length)

    const restoredToken = await adminToken(fresh.baseUrl)
    const media = async (query: string) => {
      const response = await fetch(`${fresh.baseUrl}/api/cms/media?depth=0&select[filename]=true&select[sizes]=true&${query}`, { headers: { Authorization: `JWT ${restoredToken}` } })
      return ((await response.json()) as { docs: Parameters<typeof filesOf>[0][] }).docs
    }
    const uploaded = new Map(uploadsBefore.map((upload) => [upload.filename, upload.sha256]))
    const uploads = await media(`pagination=false&where[filename][in]=${[...uploaded.keys()].map(encodeURIComponent).join(',')}`)
    expect(uploads.map((doc) => doc.filename).sort(), 'the pictures uploaded before the backup began').toEqual([...uploaded.keys()].sort())
    // Every document, or the first and the last of a large library.
    const half = shape.mediaSample ? Math.ceil(shape.mediaSample / 2) : 0
    const sample = [...uploads, ...(half ? [...(await media(`limit=${half}&sort=id`)), ...(await media(`limit=${half}&sort=-id`))] : await media('pagination=false'))]
    let checked = 0
    let matched = 0
    for (const doc of sample) {
      for (const filename of filesOf(doc)) {
        const [there, here] = await Promise.all([fileDigest(shape.site, token, filename), fileDigest(fresh.baseUrl, restoredToken, filename)])
        checked += 1
        if (here !== null && here === there && (!uploaded.has(filename) || here === uploaded.get(filename))) matched += 1
      }
    }
    expect(matched, 'media files whose bytes match the site\'s').toBe(checked)

    expect(before[edited]!.text, 'the edit, on the site').toContain(run)
    for (const pathname of pages) {
      const page = await pageText(fresh.baseUrl, pathname)
      expect(page.status, pathname).toBe(before[pathname]!.status)
      expect(page.text, pathname).toBe(before[pathname]!.text)
    }
    const admin = await call(fresh.baseUrl, '/admin/login')
    expect(admin.status, 'the restored admin').toBe(200)
    // docs/operations.md: one document deleted on the site since, brought back from the restored instance.
    expect((await pageText(shape.site, await recoverDeleted(edited, { site: shape.site, token }, { site: fresh.baseUrl, token: restoredToken }))).text).toContain(run)
    return { backupSeconds, restoreSeconds, bytes: Object.values(taken.manifest.files).reduce((sum, file) => sum + file.bytes, 0), documents, enquiries: { found: found.length, acknowledged: enquiriesBefore.length }, media: { matched, checked } }
  } finally {
    await fresh.stop()
  }
}

/** The drill's line in the summary. */
export function drillLine(name: string, figures: DrillFigures): string {
  const { documents, enquiries, media } = figures
  return `${name} backup/restore drill under load: backup ${figures.backupSeconds.toFixed(1)} s, restore ${figures.restoreSeconds.toFixed(1)} s, size ${(figures.bytes / 1e6).toFixed(1)} MB; documents restored ${documents.restored} / ${documents.expected}, enquiries acknowledged before the backup ${enquiries.found} / ${enquiries.acknowledged}, media files byte-identical ${media.matched} / ${media.checked}; pages and admin served`
}
