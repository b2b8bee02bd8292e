/**
 * The check-in code an invitation's registration gets (issue 26): derived from the invitation and
 * the site's secret, so that the answer to an acceptance is the same whether the guest's contact
 * was new (a registration with this code) or already registered by someone (nothing stored, this
 * code told all the same). Unguessable without PAYLOAD_SECRET, like a drawn code.
 */
import { createHmac } from 'node:crypto'

import { makeCode } from '@/rules/personalCodes'

export function invitationRegistrationCode(invitationId: number, secret = process.env.PAYLOAD_SECRET ?? ''): string {
  let counter = 0
  let bytes = Buffer.alloc(0)
  let at = 0
  // makeCode draws uniformly from the alphabet (32 symbols): five bits a draw, from an HMAC stream.
  return makeCode((max) => {
    if (at >= bytes.length) {
      bytes = createHmac('sha256', secret).update(`invitation-registration:${invitationId}:${counter++}`).digest()
      at = 0
    }
    return bytes[at++]! % max
  })
}
