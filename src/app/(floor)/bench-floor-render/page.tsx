import { FloorContent } from '../FloorContent'

/**
 * Issue 36: the floor page rendered on every request (`floorRenderPath` of src/rules/routes.ts),
 * what a rendering costs the framework at least; `npm run bench:pages` prints the site's cache-miss
 * renderings beside it.
 */
export const dynamic = 'force-dynamic'

export default function FloorRenderPage() {
  return <FloorContent />
}
