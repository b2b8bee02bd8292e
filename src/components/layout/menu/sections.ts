/** Spec §2.5: which top-level header section a page belongs to (for aria-current). */
import { paths } from '@/rules/paths'

import { inSection } from './sectionMatch'

export type SectionId = 'products' | 'mdm' | 'solutions' | 'news' | 'about'

/** The route's path without its last (variable) segment: /solution-detail/0 → /solution-detail. */
const base = (path: string) => path.replace(/\/[^/]*$/, '')

/** Each section's pages by their path's start; the server hands them to the client HeaderMenu. */
export const sectionRoots: Record<SectionId, readonly string[]> = {
  products: [paths.productList(), base(paths.productDetail('x'))],
  mdm: [paths.mdm(), paths.mdmPrice()],
  solutions: [paths.solutionList(), base(paths.solutionDetail(0))],
  news: [paths.newsTrend(), paths.newsList(), base(paths.newsDetail(0))],
  about: [paths.introductory(), paths.recruitment()],
}

/** `pathname` is the path without language prefix (next-intl's usePathname). */
export function sectionOf(pathname: string): SectionId | null {
  for (const [section, roots] of Object.entries(sectionRoots) as [SectionId, readonly string[]][]) {
    if (inSection(pathname, roots)) return section
  }
  return null
}
