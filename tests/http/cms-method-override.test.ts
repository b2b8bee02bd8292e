/**
 * /api/cms: a POST that overrides its method to GET with a JSON body that is no JSON is the
 * client's mistake and answers 400, never a 500 (Payload parsed it before its error handling).
 * Found by the random fuzz (tests/http/fuzz-random.test.ts) once issue 29's routes shifted its draw.
 */
import { describe, expect, it } from 'vitest'

import { url } from './support'

describe('/api/cms method override', () => {
  it.each(['/api/cms/globals/site-settings', '/api/cms/users/me', '/api/cms/products'])('POST %s as GET with a body that is no JSON answers 400', async (path) => {
    const response = await fetch(url(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Payload-HTTP-Method-Override': 'GET' },
      body: 'a=1&b[c]=2&%zz=%',
    })
    expect(response.status).toBe(400)
  })

  it('a well-formed override still reads', async () => {
    const response = await fetch(url('/api/cms/products'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Payload-HTTP-Method-Override': 'GET' },
      body: JSON.stringify({ limit: 1 }),
    })
    // Products are staff's through /api/cms: anonymous reads are refused, not broken.
    expect(response.status).toBe(403)
  })
})
