import type { FilterOptions } from 'payload'

import { relationId } from '../../../rules/relations'

/**
 * The specification items offered for a product: those of its category and those meant for
 * every category (no category chosen). Before a category is chosen every item is offered.
 */
export const specItemsOfCategory: FilterOptions = ({ data }) => {
  const category = relationId((data as { category?: unknown } | undefined)?.category)
  if (category === null) return true
  return { or: [{ categories: { exists: false } }, { categories: { in: [category] } }] }
}
