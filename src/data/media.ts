import type { Media } from '@/cms/payload-types'

export interface Image {
  url: string
  alt: string
  width: number | null
  height: number | null
}

export interface FileLink {
  id: number
  filename: string
  url: string
  mimeType: string
  size: number
}

type Size = 'thumb' | 'card' | 'hero'

function asMedia(value: unknown): Media | null {
  return value && typeof value === 'object' && 'url' in value ? (value as Media) : null
}

/** A populated upload as the site shows it; `size` picks a resized variant when one exists. */
export function toImage(value: unknown, size?: Size): Image | null {
  const media = asMedia(value)
  if (!media?.url) return null
  const variant = size ? media.sizes?.[size] : undefined
  if (variant?.url) {
    return { url: variant.url, alt: media.alt ?? '', width: variant.width ?? null, height: variant.height ?? null }
  }
  return { url: media.url, alt: media.alt ?? '', width: media.width ?? null, height: media.height ?? null }
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
