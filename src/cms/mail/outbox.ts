import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { mailQueue } from './queue'

/** Messages the outbox's own task hands to the mail server now (see `sendNow`). */
const deliveries = new WeakSet<object>()

/** Hands a message to the mail server at once: only the outbox's sendMail task does this. */
export function sendNow(payload: Payload, message: SendEmailOptions): Promise<unknown> {
  deliveries.add(message)
  return payload.sendEmail(message)
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
