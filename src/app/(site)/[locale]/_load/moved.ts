import { permanentRedirect, redirect } from 'next/navigation'

import { findRedirect } from '@/data/redirects'
import { type Locale, localizedPath } from '@/rules/language'
import { type Device, mobileHref } from '@/rules/routes'

import { type Missing, missing } from './missing'

/**
 * Issue 13 managed redirects: called where a page is about to answer 404 (an unknown product,
 * article, solution or address), so that pages that exist never look redirects up. The answer is
 * a 308 (or 307) to the new address; the page's cache entry then holds the redirect, and an
 * editor's change to the redirects expires it.
 */
export async function redirectIfMoved(locale: Locale, path: string): Promise<void> {
  const found = await findRedirect(localizedPath(path, locale))
  if (!found) return
  if (found.permanent) permanentRedirect(found.to)
  redirect(found.to)
}

/** A loader's answer for an unknown document at `path`: the managed redirect from its old address on this device, else not found. */
export async function movedOrMissing(locale: Locale, path: string, device: Device): Promise<Missing> {
  await redirectIfMoved(locale, device === 'mobile' ? mobileHref(path) : path)
  return missing(locale)
}
