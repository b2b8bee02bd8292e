import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { metrics } from '../../ops/metrics'
import { mailQueue } from './queue'

/** Messages the outbox's own task hands to the mail server now (see `sendNow`). */
const deliveries = new WeakSet<object>()

/** Hands a message to the mail server at once: only the outbox's sendMail task does this. */
export async function sendNow(payload: Payload, message: SendEmailOptions): Promise<unknown> {
  deliveries.add(message)
  try {
    const sent = await metrics.timed('smtp', 'send', () => payload.sendEmail(message))
    metrics.increment('site_outbox_sent_total')
    return sent
  } catch (error) {
    metrics.increment('site_outbox_failed_total')
    throw error
  }
}

/** Reports the mails waiting in the outbox and the age of the oldest (site_outbox_pending, …_oldest_pending_seconds). */
export async function measureOutbox(payload: Payload): Promise<void> {
  const { docs, totalDocs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: mailQueue } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const oldest = docs[0]?.createdAt ? Date.parse(docs[0].createdAt) : NaN
  metrics.set('site_outbox_pending', totalDocs)
  metrics.set('site_outbox_oldest_pending_seconds', Number.isFinite(oldest) ? Math.max(0, (Date.now() - oldest) / 1000) : 0)
}

const addresses = (to: SendEmailOptions['to']): string =>
  (Array.isArray(to) ? to : [to]).map((entry) => (typeof entry === 'string' ? entry : (entry?.address ?? ''))).filter(Boolean).join(', ')

/**
 * Every other mail Payload sends (an administrator's password reset) goes through the outbox
 * too: a mail server that is away then delays the mail instead of failing the request with a 500
 * (and telling, by that difference, which e-mail addresses have accounts).
 */
export function throughOutbox(smtp: EmailAdapter): EmailAdapter {
  return (args) => {
    const adapter = smtp(args)
    return {
      ...adapter,
      sendEmail: async (message) => {
        if (deliveries.has(message)) return adapter.sendEmail(message)
        const input = { to: addresses(message.to), subject: message.subject ?? '', text: String(message.text ?? ''), html: String(message.html ?? '') }
        return args.payload.jobs.queue({ workflow: 'deliverMail', queue: mailQueue, input })
      },
    }
  }
}
