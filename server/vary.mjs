/**
 * Next replaces the Vary header of rendered pages with its own list, so the proxy cannot add
 * `User-Agent` to it (§2.3 device redirects: an address answers a phone and a desktop browser
 * differently). The proxy sets this marker instead (src/rules/device.ts), and the server turns
 * it into `Vary: User-Agent` just before the headers are sent.
 */
export const varyUserAgentMarker = 'x-vary-user-agent'

export function varyFromMarker(res) {
  const writeHead = res.writeHead
  res.writeHead = function writeHeadWithVary(...args) {
    if (res.hasHeader(varyUserAgentMarker)) {
      res.removeHeader(varyUserAgentMarker)
      const current = String(res.getHeader('vary') ?? '')
      if (!/(^|,)\s*user-agent\s*(,|$)/i.test(current)) res.setHeader('Vary', current ? `${current}, User-Agent` : 'User-Agent')
    }
    return writeHead.apply(this, args)
  }
}
