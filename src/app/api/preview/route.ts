import { draftMode } from 'next/headers'

import { requestAdministrator } from '@/app/api/_lib/auth'
import { handle } from '@/app/api/_lib/handle'
import { badPreviewPath, redirectTo } from '@/app/api/_lib/redirect'
import { sameSitePath } from '@/rules/preview'
import { roleMay } from '@/rules/roles'

/**
 * The admin's "Preview" and the live preview's frame open `/api/preview?path=<page>`: for a
 * signed-in editor it turns Next's draft mode on and opens the page, which then shows the latest
 * drafts (src/data/cache.ts). Anyone else goes to the admin login, and comes back here after it.
 * Only a page of this site is opened, so the route cannot send anyone elsewhere.
 */
export const GET = handle(async ({ request, visitor }): Promise<Response> => {
  const page = sameSitePath(request.nextUrl.searchParams.get('path'))
  if (!page) return badPreviewPath(visitor.locale)
  const staff = await requestAdministrator(request)
  // Issue 26: drafts are the content staff's; another role goes back to the admin's first screen.
  if (staff && !roleMay(staff.role, 'content')) return redirectTo('/admin')
  if (!staff) {
    const back = `${request.nextUrl.pathname}${request.nextUrl.search}`
    return redirectTo(`/admin/login?redirect=${encodeURIComponent(back)}`)
  }
  ;(await draftMode()).enable()
  return redirectTo(page)
})

export const dynamic = 'force-dynamic'
