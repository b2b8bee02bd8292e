/**
 * Issue 37, items 5 and 9: a download's SHA-256 and size are the server's (an editor's PATCH of
 * `sha256` or `filesize`, one by one or in bulk, changes nothing the download centre lists), and a
 * download counts once per client, per file and per day (50 GETs from one client: one).
 */
import { createHash } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminToken, clientAddress, read, url } from './support'
import { rest, type StaffAccount, staffAccount } from './staff-support'

interface Listed {
  id: number
  size: number
  sha256: string
  url: string
  filename: string
}

let editor: StaffAccount
const forged = `${'0'.repeat(61)}bad`

beforeAll(async () => {
  editor = await staffAccount('editor', 'digest')
})

afterAll(async () => {
  await rest('DELETE', `/users/${editor.id}`, await adminToken())
})

async function listed(product: string): Promise<Listed> {
  const [doc] = (await read<{ items: Listed[] }>(`/api/front/downloads?language=en&product=${product}&type=datasheet`)).items
  return doc!
}

async function fileId(documentId: number): Promise<number> {
  const doc = await rest('GET', `/documents/${documentId}?depth=0`, await adminToken())
  return doc.body.file as number
}

async function downloadCount(documentId: number): Promise<number> {
  const answer = await rest('GET', `/download-counts?where[document][equals]=${documentId}&depth=0&limit=100`, await adminToken())
  return (answer.body.docs as { count: number }[]).reduce((sum, row) => sum + row.count, 0)
}

describe('issue 37: the SHA-256 and size of a download are computed by the server', () => {
  it('an editor’s PATCH of sha256 or filesize answers without changing either, one by one or in bulk', async () => {
    const before = await listed('rt-t7')
    const bytes = Buffer.from(await (await fetch(url(before.url))).arrayBuffer())
    const real = createHash('sha256').update(bytes).digest('hex')
    expect(before.sha256).toBe(real)
    const id = await fileId(before.id)

    const one = await rest('PATCH', `/media/${id}`, editor.token, { sha256: forged, filesize: 1 })
    expect(one.status).toBe(200)
    expect(one.body.doc).toMatchObject({ sha256: real, filesize: bytes.length })
    const bulk = await rest('PATCH', `/media?where[id][equals]=${id}`, editor.token, { sha256: forged, filesize: 2 })
    expect(bulk.status).toBe(200)
    expect((bulk.body.docs as { sha256: string; filesize: number }[])[0]).toMatchObject({ sha256: real, filesize: bytes.length })
    // Another field of the same save is kept: only the digest is the server's.
    const alt = await rest('PATCH', `/media/${id}`, editor.token, { sha256: forged, alt: 'RT-T7 datasheet' })
    expect(alt.body.doc).toMatchObject({ sha256: real, alt: 'RT-T7 datasheet' })

    const after = await listed('rt-t7')
    expect([after.sha256, after.size]).toEqual([real, bytes.length])
  })
})

describe('issue 37: a download counts once per client per file and day', () => {
  it('50 GETs of one file from one client count one; another client counts one more', async () => {
    const doc = await listed('rt-c5')
    const before = await downloadCount(doc.id)
    const client = clientAddress()
    for (let n = 0; n < 50; n++) {
      const response = await fetch(url(doc.url), { headers: { 'X-Forwarded-For': client } })
      expect(response.status).toBe(200)
      await response.arrayBuffer()
    }
    expect(await downloadCount(doc.id)).toBe(before + 1)
    await (await fetch(url(doc.url), { headers: { 'X-Forwarded-For': clientAddress() } })).arrayBuffer()
    expect(await downloadCount(doc.id)).toBe(before + 2)
  })
})
