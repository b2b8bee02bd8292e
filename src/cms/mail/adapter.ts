import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

import { smtpSettings, smtpTimeoutsMs } from '../../rules/mailDelivery'
import { siteUrl } from '../../seo/siteUrl'
import { throughOutbox } from './outbox'

/**
 * Payload's e-mail adapter: SMTP through nodemailer when SMTP_HOST is set, else undefined, which
 * leaves Payload's console adapter writing one log line per mail (recipient and subject; the
 * body holds visitors' details and reset links, which do not belong in a log). Staff notices
 * and administrators' password-reset mail both go through the outbox (the 'mail' queue, ./outbox.ts).
 *
 * The transport is not verified at start (a mail server away must not slow or fail the start)
 * and gives up on a silent server within seconds: a delivery attempt that fails is retried by the
 * queue (src/cms/mail/jobs.ts), so a long wait buys nothing.
 */
export function emailAdapter(env: Readonly<Record<string, string | undefined>> = process.env): Promise<EmailAdapter> | undefined {
  const settings = smtpSettings(env, siteUrl().hostname)
  if (!settings) return undefined
  const { fromName, fromAddress, ...transport } = settings
  return nodemailerAdapter({
    defaultFromName: fromName,
    defaultFromAddress: fromAddress,
    skipVerify: true,
    transportOptions: { ...transport, ...smtpTimeoutsMs },
  }).then(throughOutbox)
}
