import { describe, expect, it } from 'vitest'

import { showViewMore, visibleProducts } from '@/components/layout/menu/megaMenu'
import { megaMenuProductCount, megaMenuViewMoreThreshold } from '@/rules/limits'

const products = (count: number) => Array.from({ length: count }, (_, index) => ({ id: index + 1 }))

describe('§2.5/§9 header mega-menu: first 11 products, view more above 12', () => {
  it('uses the spec constants', () => {
    expect(megaMenuProductCount).toBe(11)
    expect(megaMenuViewMoreThreshold).toBe(12)
  })

  it('shows the first 11 products, in order, of a category of 14 and offers view more', () => {
    const list = products(14)
    expect(visibleProducts(list).map((product) => product.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    expect(showViewMore(list)).toBe(true)
  })

  it('at exactly 12 products shows 11 and no view more (the boundary)', () => {
    const list = products(12)
    expect(visibleProducts(list)).toHaveLength(11)
    expect(showViewMore(list)).toBe(false)
  })

  it('at 13 products offers view more; at 11 or fewer shows them all without it', () => {
    expect(showViewMore(products(13))).toBe(true)
    expect(visibleProducts(products(11))).toHaveLength(11)
    expect(showViewMore(products(11))).toBe(false)
    expect(visibleProducts(products(3))).toHaveLength(3)
    expect(visibleProducts([])).toEqual([])
    expect(showViewMore([])).toBe(false)
  })

  it('does not change the list it is given', () => {
    const list = products(14)
    visibleProducts(list)
    expect(list).toHaveLength(14)
  })
})
