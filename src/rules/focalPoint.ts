/**
 * Issue 38, item 5: the admin's image editor marks the focal point on the whole picture, in per
 * cent of it, and Payload stores that as it is after cropping. A crop's focal point belongs in the
 * crop's own coordinates, where the site places it (object-position): moved there, it lands on the
 * point the editor marked, on every card size.
 */
export interface Point {
  x: number
  y: number
}

/** A crop box in per cent of the picture: its left and top edges, width and height. */
export interface PercentBox {
  x: number
  y: number
  width: number
  height: number
}

const clamp = (value: number) => Math.min(100, Math.max(0, value))

/** A point in per cent of the whole picture, in per cent of the crop (an edge when outside it). */
export function focusInCrop(focus: Point, crop: PercentBox): Point {
  if (crop.width <= 0 || crop.height <= 0) return focus
  return { x: clamp(((focus.x - crop.x) / crop.width) * 100), y: clamp(((focus.y - crop.y) / crop.height) * 100) }
}
