import { mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'

import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { signInAdmin } from './support/adminScreens'
import { adminToken } from './support/events'

/*
 * Issue 38, item 5, walked by an editor: a picture is cropped and its focal point marked on a red
 * spot in the admin's image editor; the focal point is stored in the crop's own coordinates, and
 * on the product cards of the desktop and phone lists the spot lands where the focal point says
 * (within 2 % of the frame). Screenshots go to SHOTS_DIR when set.
 */
const shots = process.env.SHOTS_DIR
const run = randomBytes(3).toString('hex')
const spot = { x: 1040, y: 280, size: 48 }

async function shot(page: Page, name: string) {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: `${shots}/${name}.png` })
}

/** The centre of the red pixels of a picture, in per cent of its width and height. */
async function redCentre(png: Buffer): Promise<{ x: number; y: number }> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  let [sumX, sumY, count] = [0, 0, 0]
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * 3
      if (data[at]! > 180 && data[at + 1]! < 80 && data[at + 2]! < 80) [sumX, sumY, count] = [sumX + x, sumY + y, count + 1]
    }
  }
  expect(count, 'red pixels in the picture').toBeGreaterThan(0)
  return { x: (sumX / count / info.width) * 100, y: (sumY / count / info.height) * 100 }
}

async function typeInto(field: Locator, value: string) {
  await expect(async () => {
    await field.fill(value)
    await expect(field).toHaveValue(value, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

/** A product's card on a list page: its picture, with the focal point it is placed by. */
async function cardSpot(page: Page, path: string) {
  await page.goto(path)
  const image = page.locator(`a[href*="focal-${run}"] img`).first()
  await image.scrollIntoViewIfNeeded()
  await expect(image).toBeVisible()
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)).toBe(true)
  const position = (await image.evaluate((element) => getComputedStyle(element).objectPosition)).split(' ').map((value) => Number.parseFloat(value))
  return { seen: await redCentre(await image.screenshot()), placed: { x: position[0]!, y: position[1]! } }
}

async function product(request: APIRequestContext, token: string, cover: number): Promise<number> {
  const headers = { Authorization: `JWT ${token}` }
  const categories = (await (await request.get('/api/cms/product-categories?sort=order&limit=1&depth=0', { headers })).json()) as { docs: { id: number }[] }
  const created = await request.post('/api/cms/products?locale=zh', { headers, data: { firstTitle: `焦点演练 ${run}`, model: `FOCAL-${run}`, category: categories.docs[0]!.id, cover, order: -1000, _status: 'published' } })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  expect((await request.patch(`/api/cms/products/${id}?locale=en`, { headers, data: { firstTitle: `Focal walk ${run}`, _status: 'published' } })).status()).toBe(200)
  return id
}

test('a focal point marked with a crop lands on the spot on every product card', async ({ browser, page, context, request, baseURL }) => {
  test.setTimeout(180_000)
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const marker = await sharp({ create: { width: spot.size, height: spot.size, channels: 3, background: '#e00000' } }).png().toBuffer()
  const picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0b2545' } }).composite([{ input: marker, left: spot.x - spot.size / 2, top: spot.y - spot.size / 2 }]).png().toBuffer()
  const uploaded = await request.post('/api/cms/media', { headers, multipart: { file: { name: `focal-${run}.png`, mimeType: 'image/png', buffer: picture }, _payload: JSON.stringify({ alt: `focal ${run}`, area: 'site' }) } })
  expect(uploaded.status()).toBe(201)
  const media = ((await uploaded.json()) as { doc: { id: number } }).doc
  const productId = await product(request, token, media.id)

  // The editor crops to the left three quarters and marks the red spot, in the admin.
  await signInAdmin(context, request, baseURL!, 'en')
  await page.goto(`/admin/collections/media/${media.id}`)
  await page.getByRole('button', { name: 'Edit Image' }).click()
  const drawer = page.locator('.edit-upload')
  await typeInto(drawer.locator('input[name="Width (px)"]'), '1200')
  await typeInto(drawer.locator('input[name="Height (px)"]'), '675')
  await typeInto(drawer.locator('input[name="X %"]'), String(Math.round((spot.x / 1600) * 100)))
  await typeInto(drawer.locator('input[name="Y %"]'), String(Math.round((spot.y / 900) * 100)))
  await shot(page, 'focal-crop-drawer')
  await drawer.getByRole('button', { name: 'Apply Changes' }).click()
  await page.locator('#field-confirmReplace').check()
  await page.locator('#action-save').click()
  await expect.poll(async () => ((await (await request.get(`/api/cms/media/${media.id}?depth=0`, { headers })).json()) as { width: number }).width, { timeout: 20_000 }).toBe(1200)

  // Stored in the crop's own coordinates: where the spot is in the cropped file.
  const cropped = (await (await request.get(`/api/cms/media/${media.id}?depth=0`, { headers })).json()) as { url: string; focalX: number; focalY: number }
  const inCrop = await redCentre(Buffer.from(await (await request.get(cropped.url, { headers })).body()))
  expect(Math.abs(cropped.focalX - inCrop.x), `focal x ${cropped.focalX} against the spot at ${inCrop.x.toFixed(1)} %`).toBeLessThanOrEqual(2)
  expect(Math.abs(cropped.focalY - inCrop.y), `focal y ${cropped.focalY} against the spot at ${inCrop.y.toFixed(1)} %`).toBeLessThanOrEqual(2)

  // On each card size the spot is where the focal point places it.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' })
  const visitor = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  for (const [name, open] of [
    ['desktop', await visitor.newPage()],
    ['phone', await phone.newPage()],
  ] as const) {
    const path = name === 'desktop' ? '/product-list?i=0' : '/m.product-list?i=0'
    // The list is rebuilt after the save: wait for the card with the new picture and its point.
    await expect.poll(async () => (await cardSpot(open, path)).placed.x, { timeout: 30_000 }).toBeCloseTo(cropped.focalX, 0)
    const card = await cardSpot(open, path)
    expect(Math.abs(card.seen.x - card.placed.x), `${name} card: spot at ${card.seen.x.toFixed(1)} % of the frame, focal point at ${card.placed.x} %`).toBeLessThanOrEqual(2)
    expect(Math.abs(card.seen.y - card.placed.y), `${name} card: spot at ${card.seen.y.toFixed(1)} % of the frame, focal point at ${card.placed.y} %`).toBeLessThanOrEqual(2)
    await shot(open, `focal-card-${name}`)
  }
  await phone.close()
  await visitor.close()
  await request.delete(`/api/cms/products/${productId}`, { headers })
  await request.delete(`/api/cms/media/${media.id}`, { headers })
})
