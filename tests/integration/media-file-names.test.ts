/**
 * A media file address whose name no upload can have (a NUL, a slash) answers as any unknown
 * name does, on the disk too: 403 without a session, never the 500 of a query PostgreSQL refuses.
 */
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { migratedPayload } from './support/seeded'

let payload: Payload
beforeAll(async () => {
  payload = await migratedPayload()
})
afterAll(async () => {
  await payload?.destroy()
})

it.each(['nope.png', 'nope\u0000.png', 'a\u0001b.png'])('answers %j with 403 to an anonymous caller', async (name) => {
  const request = new Request(`http://localhost/api/cms/media/file/${encodeURIComponent(name)}`)
  const answer = await handleEndpoints({ config: payload.config, request })
  expect(answer.status).toBe(403)
})
