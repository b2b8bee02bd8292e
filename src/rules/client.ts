import { isIP } from 'node:net'

/**
 * The rate-limit key of a client address: an IPv4 address as it is; an IPv6 address by its /64
 * network, since one subscriber usually holds a whole /64 and could otherwise rotate through
 * its addresses to dodge the limits.
 */
export function rateLimitKey(ip: string): string {
  if (isIP(ip) !== 6) return ip
  const [head = '', tail] = ip.split('::')
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  const count = (parts: string[]) => parts.reduce((sum, part) => sum + (part.includes('.') ? 2 : 1), 0)
  const headGroups = groups(head)
  const tailGroups = groups(tail)
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - count(headGroups) - count(tailGroups))).fill('0')
  const prefix = [...headGroups, ...zeros, ...tailGroups].slice(0, 4).map((group) => (group.includes('.') ? group : Number.parseInt(group, 16).toString(16)))
  return `${prefix.join(':')}::/64`
}
