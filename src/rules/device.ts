import type { Visitor } from '@rugged/front-door'

import { twinPath } from './routes'

/**
 * Spec §2.3: the address a browser should be sent to for `path` (with `/en` prefix and query), or
 * null when it may stay: a phone asking for a desktop route goes to its /m. twin and any other
 * browser asking for a /m. route goes to its desktop twin. The device is the front door's decision
 * (packages/front-door). Crawlers are never redirected: each page names its twin (canonical and
 * the mobile alternate), so a crawler that flips its user agent is not bounced between the two.
 */
export function deviceRedirect(path: string, visitor: Pick<Visitor, 'device' | 'crawler'>): string | null {
  if (visitor.crawler) return null
  return twinPath(path, visitor.device)
}
