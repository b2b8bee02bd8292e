import { createHmac } from 'node:crypto'

import { codeAlphabet, codeLength, isStrongCode } from '../../../rules/personalCodes'

/** The fixed key of the demo codes: changing it changes every seeded code (and the tests' links). */
const seedKey = 'rugged-demo-seed/personal-codes/v1'

/**
 * A seeded personal code: random-looking and as strong as a drawn one, yet the same on every
 * seeding, so that tests and demo links can name it — derived from `label` by HMAC-SHA256 under a
 * fixed key, never from the guest's name. (Real codes come from crypto randomness: makeCode.)
 */
export function seedCode(label: string): string {
  for (let round = 0; ; round++) {
    const digest = createHmac('sha256', seedKey).update(`${label}#${round}`).digest()
    const code = Array.from(digest.subarray(0, codeLength), (byte) => codeAlphabet[byte % codeAlphabet.length]).join('')
    if (isStrongCode(code)) return code
  }
}
