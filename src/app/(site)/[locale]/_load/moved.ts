import { permanentRedirect, redirect } from 'next/navigation'

import { findRedirect } from '@/data/redirects'
import { type Locale, localizedPath } from '@/rules/language'

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
