import type { Media } from '@/cms/payload-types'

export interface Image {
  url: string
  alt: string
  width: number | null
  height: number | null
  /** The focal point as CSS `object-position` (`30% 70%`), when an editor moved it off the centre. */
  focus?: string
}

export interface FileLink {
  id: number
  filename: string
  url: string
  mimeType: string
  size: number
}

type Size = 'thumb' | 'card' | 'hero' | 'social'

function asMedia(value: unknown): Media | null {
  return value && typeof value === 'object' && 'url' in value ? (value as Media) : null
}

/**
 * Issue 31: the focal point an editor set on a picture, as CSS `object-position`, so that a
 * picture cropped by its frame (`object-fit: cover`) keeps that point in view. Undefined at the
 * centre (the browser's default), so most pictures carry nothing.
 */
export function imageFocus(value: unknown): string | undefined {
  const media = asMedia(value)
  const x = typeof media?.focalX === 'number' ? Math.min(100, Math.max(0, Math.round(media.focalX))) : 50
  const y = typeof media?.focalY === 'number' ? Math.min(100, Math.max(0, Math.round(media.focalY))) : 50
  return x === 50 && y === 50 ? undefined : `${x}% ${y}%`
}

/** `{ imageFocus }` for a card that lists a picture by its address, or nothing at the centre. */
export function withFocus(value: unknown): { imageFocus?: string } {
  const focus = imageFocus(value)
  return focus ? { imageFocus: focus } : {}
}

/** A populated upload as the site shows it; `size` picks a resized variant when one exists. */
export function toImage(value: unknown, size?: Size): Image | null {
  const media = asMedia(value)
  if (!media?.url) return null
  const variant = size ? media.sizes?.[size] : undefined
  const focus = imageFocus(media)
  const image =
    variant?.url
      ? { url: variant.url, alt: media.alt ?? '', width: variant.width ?? null, height: variant.height ?? null }
      : { url: media.url, alt: media.alt ?? '', width: media.width ?? null, height: media.height ?? null }
  return focus ? { ...image, focus } : image
}

export function imageUrl(value: unknown, size?: Size): string {
  return toImage(value, size)?.url ?? ''
}

export function toFileLink(value: unknown): FileLink | null {
  const media = asMedia(value)
  if (!media?.url || !media.filename) return null
  return {
    id: media.id,
    filename: media.filename,
    url: media.url,
    mimeType: media.mimeType ?? 'application/octet-stream',
    size: media.filesize ?? 0,
  }
}

export function toImages(values: unknown, size?: Size): Image[] {
  if (!Array.isArray(values)) return []
  return values.map((value) => toImage(value, size)).filter((image): image is Image => image !== null)
}
