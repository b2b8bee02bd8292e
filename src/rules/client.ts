import { isIP } from 'node:net'

/**
 * The client's address, the key of the per-client rate limits (spec §5/§7 leaveMessage).
 *
 * Our server (server/start.mjs) sets `x-client-ip` from the socket — or, with TRUST_PROXY=N,
 * from the Nth address from the right of X-Forwarded-For — after stripping any incoming one, so
 * a visitor cannot choose it. Without that server (e.g. `next dev`) the first X-Forwarded-For
 * entry is used, then 'unknown'. Anything that is not an IP address counts as 'unknown', so a
 * forged header cannot mint unlimited counter keys.
 */
export function clientIp(request: Pick<Request, 'headers'>): string {
  const fromServer = normaliseIp(request.headers.get('x-client-ip'))
  if (fromServer) return fromServer
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]
  return normaliseIp(forwarded) ?? 'unknown'
}

function normaliseIp(value: string | null | undefined): string | null {
  if (!value) return null
  let ip = value.trim()
  // "[2001:db8::1]:443" and "203.0.113.9:51234" forms from some proxies.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip)
  if (bracketed?.[1]) ip = bracketed[1]
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'))
  if (ip.toLowerCase().startsWith('::ffff:') && isIP(ip.slice(7)) === 4) ip = ip.slice(7)
  return isIP(ip) ? ip.toLowerCase() : null
}

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
