/**
 * Issue 29, the download centre: which files the media library takes besides pictures, and the
 * address a document's file is downloaded from (counted, then served from the media storage).
 */
import { defaultLocale, type Locale } from './language'

/** Documents, archives of drivers, firmware and SDKs, and Android packages (the MDM agent). */
export const downloadMimeTypes = [
  'application/pdf',
  'application/zip',
  'application/x-zip-compressed',
  'application/gzip',
  'application/x-gzip',
  'application/x-tar',
  'application/x-7z-compressed',
  'application/vnd.android.package-archive',
  'application/octet-stream',
] as const

export const downloadFilePath = '/api/front/downloads/file'

/**
 * Where a document's file downloads from: its current version, or with `fileId` one of its
 * previous versions (the media id of that version's file). The file is handed out only while the
 * document is published in the page's language (issue 31), so a link from an English page says so.
 */
export function downloadUrl(documentId: number, fileId?: number, locale: Locale = defaultLocale): string {
  const file = fileId === undefined ? '' : `&fileId=${fileId}`
  const language = locale === defaultLocale ? '' : `&language=${locale}`
  return `${downloadFilePath}?id=${documentId}${file}${language}`
}

/**
 * Issue 37: a download counts once per client (its rate-limit key: an IPv6 client by its /64),
 * per file of a document and per day (fixed UTC days, as the rate-limit windows run), so
 * repeating a GET cannot inflate a count.
 */
export const downloadCountWindowSeconds = 24 * 60 * 60

export function downloadCountSubject(client: string, documentId: number, fileId: number): string {
  return `download:${documentId}:${fileId}:${client}`
}
