/**
 * Spec §2.5/§9: the product-center mega-menu shows the first `megaMenuProductCount` products of
 * the hovered category, and offers 'view more' only when the category has MORE than
 * `megaMenuViewMoreThreshold` products (so a category of exactly 12 shows 11 and no link).
 */
import { megaMenuProductCount, megaMenuViewMoreThreshold } from '@/rules/limits'

export function visibleProducts<T>(list: readonly T[]): T[] {
  return list.slice(0, megaMenuProductCount)
}

export function showViewMore(list: readonly unknown[]): boolean {
  return list.length > megaMenuViewMoreThreshold
}
