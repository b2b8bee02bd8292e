/**
 * Staff e-mail through the server (issue 13): an enquiry is acknowledged at once even though the
 * mail server (SMTP_PORT, where nothing listens during this file) is away — the notice waits in
 * the outbox — and it keeps its page of origin from a same-site Referer, never another site's.
 * Delivery itself, retries and the transaction are shown by tests/integration/staff-mail.test.ts.
 */
import { describe, expect, it } from 'vitest'

import { baseUrl, clientAddress, postMessage, storedEnquiries, uniqueEmail } from './support'

const enquiry = (email: string) => ({ content: 'Price for 20 units of R8?', email, productModel: 'R8-Pro', language: 'en' })

describe('staff mail: the visitor never waits for the mail server', () => {
  it('acknowledges an enquiry at once while the mail server is down, and keeps its page of origin', async () => {
    expect(process.env.SMTP_PORT, 'the server runs with SMTP_* pointing at a test port').toBeTruthy()
    const email = uniqueEmail('notice')
    const started = Date.now()
    const answer = await postMessage(enquiry(email), clientAddress(), { headers: { Referer: `${baseUrl}/en/product/r8-pro?from=menu` } })
    expect(answer.status).toBe(201)
    expect(Date.now() - started).toBeLessThan(3_000)
    const [stored] = await storedEnquiries(email)
    expect(stored?.page).toBe('/en/product/r8-pro?from=menu')
  })

  it("ignores another site's page as the page of origin", async () => {
    const email = uniqueEmail('elsewhere')
    const answer = await postMessage(enquiry(email), clientAddress(), { headers: { Referer: 'https://elsewhere.example/en/product/r8-pro' } })
    expect(answer.status).toBe(201)
    const [stored] = await storedEnquiries(email)
    expect(stored?.page ?? '').toBe('')
  })
})
