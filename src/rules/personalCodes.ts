/**
 * Personal codes (docs/events.md "Codes"): a registration's check-in code and an invitation's code
 * are the only secret a guest holds — whoever has one sees that guest's registration or
 * invitation — so they must not be guessable. Read aloud and typed on phones: upper-case letters
 * and digits without the look-alikes 0/O and 1/I (L stays: with 1 and I gone nothing resembles
 * it), 32 symbols, 5 bits each. Pure: shared by the CMS hooks, the data layer and the browser.
 */

export const codeAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
/** Drawn codes: 12 characters, 60 bits — out of reach of guessing at any request rate we allow. */
export const codeLength = 12
/** Staff may type a longer code of their own (it must pass isStrongCode all the same). */
export const codeMaxLength = 20

/** The shape of a code, for lookups: a string that cannot be one is never looked up. */
export const codePattern = new RegExp(`^[${codeAlphabet}]{${codeLength},${codeMaxLength}}$`)

/** A code as typed: spaces and hyphens dropped, upper-cased (NFKC first, so full-width input works). */
export function normaliseCode(value: string): string {
  return value.normalize('NFKC').replace(/[\s-]+/g, '').toUpperCase()
}

export type CodeProblem = 'tooShort' | 'tooLong' | 'alphabet' | 'pattern'

/**
 * Why a (normalised) code is too weak, or null when it is strong enough: 12–20 characters of the
 * alphabet, and none of the patterns a person makes up — one character three times in a row
 * (`AAA`), four steps along the alphabet (`ABCD`, `9876`), a repeated block (`ABCDABCD…`) or fewer
 * than seven different characters. A drawn code fails these rarely and is drawn again.
 */
export function codeProblem(code: string): CodeProblem | null {
  if (code.length < codeLength) return 'tooShort'
  if (code.length > codeMaxLength) return 'tooLong'
  if (!codePattern.test(code)) return 'alphabet'
  if (/(.)\1\1/.test(code)) return 'pattern'
  if (new Set(code).size < 7) return 'pattern'
  if (/^(.+)\1+$/.test(code)) return 'pattern'
  const positions = Array.from(code, (char) => codeAlphabet.indexOf(char))
  for (let i = 0; i + 3 < positions.length; i++) {
    const step = positions[i + 1]! - positions[i]!
    if (Math.abs(step) === 1 && positions[i + 2]! - positions[i + 1]! === step && positions[i + 3]! - positions[i + 2]! === step) return 'pattern'
  }
  return null
}

export const isStrongCode = (code: string): boolean => codeProblem(code) === null

/**
 * A fresh code from `randomInt(max)` (node:crypto's in production: uniform over the alphabet),
 * drawn again in the rare case it looks made up.
 */
export function makeCode(randomInt: (max: number) => number): string {
  for (;;) {
    let code = ''
    for (let i = 0; i < codeLength; i++) code += codeAlphabet[randomInt(codeAlphabet.length)]
    if (isStrongCode(code)) return code
  }
}

/** `7KQX2MPA9RTD` → `7KQX-2MPA-9RTD`, for display only (groups of four). */
export function formatCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code
}

/** The admin's refusal of a typed code (zh / en, as the other CMS validations). */
export const codeProblemMessages: Record<CodeProblem, string> = {
  tooShort: `代码至少 ${codeLength} 个字符；留空则自动生成 / A code needs at least ${codeLength} characters; leave it empty to have one generated`,
  tooLong: `代码最多 ${codeMaxLength} 个字符 / A code can have at most ${codeMaxLength} characters`,
  alphabet: `代码只能使用 ${codeAlphabet} 中的字符（不含 0、O、1、I） / A code uses only the characters ${codeAlphabet} (no 0, O, 1 or I)`,
  pattern: '代码过于规律（连续重复、顺序字符或字符种类太少），容易被猜中；留空则自动生成 / This code follows a pattern (repeats, a run along the alphabet or too few different characters) and could be guessed; leave it empty to have one generated',
}
