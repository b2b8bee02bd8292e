import { fail, privateCache } from '@/app/api/_lib/envelope'
import type { Locale } from '@/rules/language'
import { message } from '@/rules/messages'

/** A redirect to a path of this site, relative (right behind any proxy) and never stored. */
export function redirectTo(path: string): Response {
  return new Response(null, { status: 307, headers: { Location: path, 'Cache-Control': privateCache } })
}

/** 400 in the envelope: `path` is missing or not a page of this site. */
export function badPreviewPath(locale: Locale): Response {
  return fail(400, message('badRequest', locale, { param: 'path' }))
}
