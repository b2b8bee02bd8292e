import { cookies, draftMode } from 'next/headers'
import { cache } from 'react'

import { roleMay } from '@/rules/roles'

import { adminCookieName, administratorFromToken } from './auth'

/**
 * Whether Next's draft mode is on for this request. Outside a request (a build-time generator, a
 * job, a script) draftMode() throws: there is no preview there. During a static or ISR render it
 * answers false without making the page dynamic (Next reads it from the prerender's store).
 */
async function draftModeIsOn(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/**
 * A signed-in editor's preview: draft mode on AND a valid staff session. Both are needed: the
 * draft-mode cookie outlives a session, and a visitor holding one must still see published pages.
 * Checked once per request (React's cache), since every cached read of a page asks.
 */
export const isStaffPreview = cache(async (): Promise<boolean> => {
  if (!(await draftModeIsOn())) return false
  const token = (await cookies()).get(adminCookieName)?.value
  const staff = await administratorFromToken(token)
  // Issue 26: only the staff who edit content see drafts.
  return staff !== null && roleMay(staff.role, 'content')
})
