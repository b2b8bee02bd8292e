/**
 * TRUST_PROXY = how many proxies (load balancers) stand in front of the app. Each appends the
 * address it saw to X-Forwarded-For, so the client is the Nth entry from the right; anything
 * further left was written by the client and cannot be trusted. 0 (default): use the socket.
 */
export function trustedProxyHops(value) {
  if (value === 'true') return 1
  const hops = Number(value)
  return Number.isInteger(hops) && hops > 0 ? hops : 0
}

export function clientIp(socketAddress, forwardedFor, hops) {
  const socket = (socketAddress || 'unknown').replace(/^::ffff:/, '')
  if (hops === 0 || !forwardedFor) return socket
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor
  const entries = header.split(',').map((entry) => entry.trim()).filter(Boolean)
  return entries[entries.length - hops] ?? entries[0] ?? socket
}
