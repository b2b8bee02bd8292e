/**
 * What is shown of a person to whoever holds only a guessable key (a phone number) or a key that
 * travels (an invitation link forwarded in a chat): enough for the guest to recognise their own
 * details, too little to learn someone else's (docs/events.md "Privacy"). Pure.
 */

/**
 * `王小明` → `王*明`, `张三` → `张*`, `Chen Qiming` → `Chen Q.`: a Chinese name keeps its first
 * and last character, a Latin one its first word and initials.
 */
export function maskName(name: string): string {
  const trimmed = name.trim()
  if (/\s/.test(trimmed) && /^[\x20-\x7e\u00c0-\u024f]+$/.test(trimmed)) {
    const [first = '', ...others] = trimmed.split(/\s+/)
    return [first, ...others.map((part) => `${Array.from(part)[0] ?? ''}.`)].join(' ')
  }
  const chars = Array.from(trimmed)
  if (chars.length <= 1) return '*'
  if (chars.length === 2) return `${chars[0]}*`
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`
}

/**
 * A stored phone number with all but its first three and last four characters hidden:
 * `13812341234` → `138****1234`, `+4915112345678` → `+49*******5678`. Short or empty input
 * keeps at most its last two characters.
 */
export function maskPhone(phone: string): string {
  const chars = Array.from(phone.trim())
  if (chars.length === 0) return ''
  if (chars.length < 9) return `${'*'.repeat(Math.max(chars.length - 2, 1))}${chars.slice(-2).join('')}`
  return `${chars.slice(0, 3).join('')}${'*'.repeat(chars.length - 7)}${chars.slice(-4).join('')}`
}

/**
 * An e-mail address with its mailbox name reduced to the first character and three stars (the
 * length is not told): `zhanghai@harbor.example` → `z***@harbor.example`. The domain stays — it
 * names the guest's company or mail provider, which the guest needs to recognise the address.
 */
export function maskEmail(email: string): string {
  const trimmed = email.trim()
  const at = trimmed.lastIndexOf('@')
  if (at < 1) return trimmed ? '***' : ''
  return `${Array.from(trimmed)[0]}***${trimmed.slice(at)}`
}

/** Forms of address a Latin salutation may start with; they tell nothing about the person. */
const latinTitles = /^(?:dear|mr|mrs|ms|miss|mx|dr|prof|professor|sir|madam|madame|herr|frau|monsieur|mme|m)\.?$/i

/**
 * A salutation as shown beside a masked name (issue 26: "Mr Smith" showed the surname the masked
 * name `Oliver S.` hides): a Latin one keeps its titles and reduces every other word to its
 * initial (`Mr Smith` → `Mr S.`, `Dear Oliver Smith` → `Dear O. S.`); a Chinese one keeps the
 * surname and title (`陈先生`, `王总`: what the masked name `陈*远` shows too) but hides the rest
 * of the guest's name where it appears (`孙梅女士` → `孙*女士`).
 */
export function maskSalutation(salutation: string, guestName = ''): string {
  const trimmed = salutation.trim()
  if (/^[\x20-\x7e\u00c0-\u024f]+$/.test(trimmed)) {
    return trimmed
      .split(/\s+/)
      .map((word) => (latinTitles.test(word) ? word : `${Array.from(word)[0] ?? ''}.`))
      .join(' ')
  }
  const name = Array.from(guestName.trim())
  if (name.length < 2) return trimmed
  const [surname, ...given] = name
  const withoutName = trimmed.split(name.join('')).join(`${surname}${'*'.repeat(given.length)}`)
  // A given name alone (`小明先生`); a one-character one could be part of a title (`王士` in `王女士`).
  return given.length < 2 ? withoutName : withoutName.split(given.join('')).join('*'.repeat(given.length))
}
