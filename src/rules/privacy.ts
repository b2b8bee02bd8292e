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
