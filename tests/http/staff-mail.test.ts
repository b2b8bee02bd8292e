/**
 * Staff e-mail through the server (issue 13): an enquiry is acknowledged at once even though the
 * mail server (SMTP_PORT, where nothing listens during this file) is away — the notice waits in
 * the outbox — and it keeps its page of origin from a same-site Referer, never another site's.
 * Then the mail server comes up on that port: the server's job runner (every 2 s in the test
 * server) delivers the notice that waited and a new one. Retry timing, refusals and the transaction
 * are shown with a controlled clock by tests/integration/staff-mail.test.ts.
 */
import { setTimeout as sleep } from 'node:timers/promises'

import { describe, expect, it } from 'vitest'

import { testSmtp } from '../integration/support/smtp'
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

describe('staff mail: the outbox delivers once the mail server is back', () => {
  it('the notice that waited arrives, and a new one with its content, model and admin link', async () => {
    const smtp = testSmtp(Number(process.env.SMTP_PORT))
    const waited = uniqueEmail('waited')
    expect((await postMessage(enquiry(waited), clientAddress())).status).toBe(201)
    // Several runs of the job runner find the mail server away: the notice waits in the outbox.
    await sleep(6_000)
    await smtp.start()
    try {
      const fresh = uniqueEmail('fresh')
      expect((await postMessage(enquiry(fresh), clientAddress())).status).toBe(201)
      const [stored] = await storedEnquiries(fresh)
      const arrived = (email: string) => smtp.received.find((mail) => (mail.text ?? '').includes(email))
      await expect.poll(() => arrived(fresh), { timeout: 30_000, interval: 500 }).toBeTruthy()
      const mail = arrived(fresh)!
      expect(mail.subject).toContain('R8-Pro')
      expect(mail.text).toContain('Price for 20 units of R8?')
      expect(mail.text).toContain(`/admin/collections/enquiries/${stored!.id}`)
      expect(JSON.stringify(mail.to)).toContain('sales@example.com')
      await expect.poll(() => arrived(waited), { timeout: 90_000, interval: 1_000 }).toBeTruthy()
      expect(smtp.received.filter((received) => (received.text ?? '').includes(waited))).toHaveLength(1)
    } finally {
      await smtp.stop()
    }
  }, 150_000)
})
