import type { Field, TaskConfig, WorkflowConfig } from 'payload'

import { mailRetryDelayMs } from '../../rules/mailDelivery'
import { sendNow } from './outbox'
import { mailQueue } from './queue'


const mailFields: Field[] = [
  { name: 'to', type: 'text', required: true },
  { name: 'subject', type: 'text', required: true },
  { name: 'text', type: 'textarea' },
  { name: 'html', type: 'textarea' },
]

/** One attempt to hand a message to the mail server; a failure (down, refusing) throws. */
const sendMail: TaskConfig<'sendMail'> = {
  slug: 'sendMail',
  label: 'Send an e-mail',
  inputSchema: mailFields,
  handler: async ({ input, req }) => {
    const { to, subject, text, html } = input
    await sendNow(req.payload, { to, subject, ...(text ? { text } : {}), ...(html ? { html } : {}) })
    return { output: {} }
  },
}

/**
 * The outbox: a message queued with the record it tells of (same transaction), delivered by
 * sendMail until the server takes it. Payload's own back-off is either fixed or doubling without
 * end, so the workflow gives each attempt its own wait (mailRetryDelayMs: doubling from 10 s,
 * capped at 10 min) and no last attempt: a notice is late while the server is away, never lost.
 */
const deliverMail: WorkflowConfig<'deliverMail'> = {
  slug: 'deliverMail',
  label: 'Deliver an e-mail (outbox)',
  queue: mailQueue,
  inputSchema: mailFields,
  handler: async ({ job, tasks }) => {
    const failures = (job.totalTried ?? 0) + 1
    await tasks.sendMail('send', {
      input: job.input,
      retries: { attempts: Number.MAX_SAFE_INTEGER, backoff: { type: 'fixed', delay: mailRetryDelayMs(failures) } },
    })
  },
}

export const mailJobs = { tasks: [sendMail], workflows: [deliverMail] }

