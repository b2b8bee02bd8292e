/** Issue 38, item 5: a crop's focal point in the crop's own coordinates (rules/focalPoint.ts). */
import { describe, expect, it } from 'vitest'

import { focusInCrop } from '../../src/rules/focalPoint'

describe('focusInCrop', () => {
  it('moves a point marked on the whole picture into the crop', () => {
    // The right half of the picture, cropped: its point at 75 % of the whole is the crop's middle.
    expect(focusInCrop({ x: 75, y: 50 }, { x: 50, y: 0, width: 50, height: 100 })).toEqual({ x: 50, y: 50 })
    expect(focusInCrop({ x: 30, y: 40 }, { x: 20, y: 20, width: 40, height: 40 })).toEqual({ x: 25, y: 50 })
  })

  it('keeps a point of an uncropped picture where it is', () => {
    expect(focusInCrop({ x: 12, y: 88 }, { x: 0, y: 0, width: 100, height: 100 })).toEqual({ x: 12, y: 88 })
  })

  it('puts a point outside the crop on its nearest edge', () => {
    expect(focusInCrop({ x: 5, y: 95 }, { x: 20, y: 20, width: 40, height: 40 })).toEqual({ x: 0, y: 100 })
  })
})
